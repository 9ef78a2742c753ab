import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { color } from '../theme/tokens';
import { catalogTexts } from './catalog-texts';

const Count = styled.p`
  margin-block-end: 1rem;
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
  text-align: center;

  &:empty {
    display: none;
  }
`;

/**
 * How many products a search found, said as the list changes: the region is always there, so a
 * screen reader announces each new count while the shopper types.
 */
export function ResultCount({ words, total }: { words: string; total: number }) {
  const { t } = useFeatureTexts(catalogTexts);
  return <Count role="status">{words === '' ? '' : t('products.resultCount', { count: total })}</Count>;
}
