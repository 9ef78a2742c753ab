import styled from 'styled-components';
import type { CatalogCategoriesQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { color } from '../theme/tokens';
import { catalogTexts } from './catalog-texts';
import { matchesCategory } from './category-selection';

type CatalogCategory = CatalogCategoriesQuery['categories'][number];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-block-end: 1.5rem;
`;

const FilterButton = styled.button.attrs({ type: 'button' })`
  min-block-size: 2.5rem;
  padding-block: 0.375rem;
  padding-inline: 1rem;
  border: 1px solid ${color('border')};
  border-radius: 999px;
  background: ${color('card')};
  color: ${color('foreground')};
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover {
    border-color: ${color('primary', 0.6)};
  }

  &[aria-pressed='true'] {
    border-color: ${color('primary')};
    background: ${color('primary')};
    color: ${color('primaryForeground')};
  }
`;

interface CategoryFilterProps {
  categories: readonly CatalogCategory[];
  /** The ?category value; null shows all categories. */
  selection: string | null;
  onSelect: (categoryId: string | undefined) => void;
  /** 'All Categories', or the owner's wording of it. */
  allLabel: string;
}

/** 'All Categories' plus one toggle per category; the pressed one is the current filter. */
export function CategoryFilter({ categories, selection, onSelect, allLabel }: CategoryFilterProps) {
  const { t } = useFeatureTexts(catalogTexts);

  return (
    <Filters role="group" aria-label={t('products.filterLabel')}>
      <FilterButton aria-pressed={selection === null} onClick={() => onSelect(undefined)}>
        {allLabel}
      </FilterButton>
      {categories.map((category) => (
        <FilterButton
          key={category.id}
          aria-pressed={selection !== null && matchesCategory(category, selection)}
          onClick={() => onSelect(category.id)}
          dir="auto"
        >
          {category.name}
        </FilterButton>
      ))}
    </Filters>
  );
}
