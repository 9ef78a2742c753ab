import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CatalogCategoriesQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { wrapRow } from '../shared/wrap-row';
import { catalogHref } from './catalog-address';
import { catalogTexts } from './catalog-texts';
import { categoryChip } from './category-chip';

const Suggestions = styled.ul`
  ${wrapRow('0.5rem', { justify: 'center' })}
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${categoryChip}
  }
`;

interface NoMatchesProps {
  /** The search words that found nothing. */
  words: string;
  categories: CatalogCategoriesQuery['categories'];
  onClear: () => void;
}

/** A search that found nothing: the shop's categories to browse instead, or the whole catalogue. */
export function NoMatches({ words, categories, onClear }: NoMatchesProps) {
  const { t } = useFeatureTexts(catalogTexts);
  return (
    <MessagePanel
      title={t('products.noMatches', { q: words })}
      description={t('products.noMatchesHint')}
      actions={
        <>
          {categories.length > 0 && (
            <Suggestions aria-label={t('products.categorySuggestions')}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={catalogHref({ category: category.id, q: '', page: 1 })} dir="auto">
                    {category.name}
                  </Link>
                </li>
              ))}
            </Suggestions>
          )}
          <Button $variant="outline" onClick={onClear}>
            {t('products.clearSearch')}
          </Button>
        </>
      }
    />
  );
}
