import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { useItemForm } from '../products/item-editor/use-item-form';
import { adminQueryOptions } from '../shared/admin-query';
import { FormAndList } from '../shared/admin-form';
import { AdminPage } from '../shell/admin-page';
import { categoriesTexts } from './categories-texts';
import { CategoryForm } from './category-form';
import { categoryFormValues, emptyCategoryValues } from './category-form-values';
import { CategoryList } from './category-list';
import { useCategoryActions } from './use-category-actions';
import { AdminCategoriesDocument } from '../graphql/generated';

/**
 * The categories page (/admin/categories, docs/product.md#categories-admin): the form on the start
 * side, the list on the end side. The form needs nothing loaded, so it is there while the list
 * loads or fails.
 */
export function CategoriesAdminPage() {
  const { t } = useFeatureTexts(categoriesTexts);
  const { data, error, refetch } = useQuery(AdminCategoriesDocument, adminQueryOptions);
  const form = useItemForm({ empty: emptyCategoryValues, valuesOf: categoryFormValues });
  const { save, saving, requestDelete, dialog } = useCategoryActions(form);

  return (
    <AdminPage title={t('adminCategories.title')}>
      <FormAndList>
        <CategoryForm form={form} saving={saving} onSave={() => void save()} />
        <CategoryList
          categories={data?.categories}
          query={{ error, refetch }}
          editingId={form.editing?.id}
          onEdit={form.edit}
          onDelete={(category) => void requestDelete(category.id)}
        />
        {dialog}
      </FormAndList>
    </AdminPage>
  );
}
