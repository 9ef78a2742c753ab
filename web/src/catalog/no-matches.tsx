import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CatalogCategoriesQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { color } from '../theme/tokens';
import { catalogHref } from './catalog-address';
import { catalogTexts } from './catalog-texts';

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding-inline: 1rem;
    border: 1px solid ${color('border')};
    border-radius: 999px;
    background: ${color('card')};
    color: ${color('foreground')};
    font-weight: 600;
    font-size: 0.875rem;
    text-decoration: none;
  }

  a:hover {
    border-color: ${color('primary', 0.6)};
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
