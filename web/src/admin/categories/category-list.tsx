import { useFeatureTexts } from '../../i18n/feature-texts';
import { Badge } from '../shared/admin-form';
import { ListLoadState } from '../shared/list-load-state';
import { ItemList, ItemListCard, ItemRow, ListNote } from '../products/item-editor/item-list';
import { categoriesTexts } from './categories-texts';
import type { AdminCategory } from './category-form-values';

interface CategoryListProps {
  /** Undefined until the first answer. */
  categories: readonly AdminCategory[] | undefined;
  failed: boolean;
  onRetry: () => void;
  editingId: string | undefined;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/**
 * SPEC §2 Admin Categories, the list: image, name, description, a badge when it shows on the
 * homepage, edit and delete; or 'Loading categories...', the load error, the empty state.
 */
export function CategoryList({ categories, failed, onRetry, editingId, onEdit, onDelete }: CategoryListProps) {
  const { t } = useFeatureTexts(categoriesTexts);
  const title = t('adminCategories.listLabel');

  if (!categories) {
    return (
      <ItemListCard title={title}>
        <ListLoadState
          failed={failed}
          loadingText={t('adminCategories.loading')}
          errorText={t('adminCategories.loadError')}
          onRetry={onRetry}
        />
      </ItemListCard>
    );
  }

  return (
    <ItemListCard title={title}>
      {categories.length === 0 ? (
        <ListNote>{t('adminCategories.empty')}</ListNote>
      ) : (
        <ItemList>
          {categories.map((category) => (
            <ItemRow
              key={category.id}
              name={category.name}
              image={category.image || category.displayImage}
              editing={category.id === editingId}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
              details={
                (category.description || category.showOnHomepage) && (
                  <>
                    {category.description && <span dir="auto">{category.description}</span>}
                    {category.showOnHomepage && <Badge $tone="success">{t('adminCategories.onHomepageBadge')}</Badge>}
                  </>
                )
              }
            />
          ))}
        </ItemList>
      )}
    </ItemListCard>
  );
}
