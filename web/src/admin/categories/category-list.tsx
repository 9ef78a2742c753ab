import { useFeatureTexts } from '../../i18n/feature-texts';
import { Badge } from '../shared/admin-form';
import { ListLoadState, type ListQuery } from '../shared/list-load-state';
import { ItemListCard, ItemRows, type ItemListHandlers } from '../products/item-editor/item-list';
import { categoriesTexts } from './categories-texts';
import type { AdminCategory } from './category-form-values';

interface CategoryListProps extends ItemListHandlers<AdminCategory> {
  /** Undefined until the first answer. */
  categories: readonly AdminCategory[] | undefined;
  /** The list's query, for its loading line or its load error with Try Again. */
  query: ListQuery;
}

/**
 * The category list (docs/product.md#categories-admin): image, name, description, a badge when it shows on the
 * homepage, edit and delete; or 'Loading categories...', the load error, the empty state.
 */
export function CategoryList({ categories, query, ...handlers }: CategoryListProps) {
  const { t } = useFeatureTexts(categoriesTexts);
  const title = t('adminCategories.listLabel');

  if (!categories) {
    return (
      <ItemListCard title={title}>
        <ListLoadState
          query={query}
          loadingText={t('adminCategories.loading')}
          errorText={t('adminCategories.loadError')}
        />
      </ItemListCard>
    );
  }

  return (
    <ItemListCard title={title}>
      <ItemRows
        items={categories}
        emptyText={t('adminCategories.empty')}
        {...handlers}
        rowContent={(category) => ({
          name: category.name,
          image: category.image || category.displayImage,
          details: (category.description || category.showOnHomepage) && (
            <>
              {category.description && <span dir="auto">{category.description}</span>}
              {category.showOnHomepage && <Badge $tone="success">{t('adminCategories.onHomepageBadge')}</Badge>}
            </>
          ),
        })}
      />
    </ItemListCard>
  );
}
