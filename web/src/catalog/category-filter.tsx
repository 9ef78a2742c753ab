import styled from 'styled-components';
import type { CatalogCategoriesQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { wrapRow } from '../shared/wrap-row';
import { color } from '../theme/tokens';
import { catalogTexts } from './catalog-texts';
import { categoryChip } from './category-chip';
import { matchesCategory } from './category-selection';

type CatalogCategory = CatalogCategoriesQuery['categories'][number];

const Filters = styled.div`
  ${wrapRow('0.5rem', { justify: 'center' })}
  margin-block-end: 1.5rem;
`;

const FilterButton = styled.button.attrs({ type: 'button' })`
  ${categoryChip}

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
