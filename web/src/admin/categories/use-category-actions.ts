import { useFeatureTexts } from '../../i18n/feature-texts';
import {
  AdminCategoriesDocument,
  useAdminCreateCategoryMutation,
  useAdminDeleteCategoryMutation,
  useAdminUpdateCategoryMutation,
} from '../graphql/generated';
import { HomepageCategoriesDocument } from '../../graphql/generated';
import { withOutcomeToast } from '../products/item-editor/outcome-toast';
import { useConfirmedDelete } from '../products/item-editor/use-confirmed-delete';
import type { ItemForm } from '../products/item-editor/use-item-form';
import { adminQueryOptions } from '../shared/admin-query';
import { useFailureMessage } from '../shared/failure-message';
import { categoriesTexts } from './categories-texts';
import {
  categoryVariables,
  hasCategoryName,
  type AdminCategory,
  type CategoryFormValues,
} from './category-form-values';

// SPEC §7: after a change the list and the homepage categories are refreshed. AdminCategories
// reads the same `categories` root field as the storefront's CatalogCategories (with its
// fields), so it refreshes the shop's category filter too; the homepage list is a field of its
// own, fetched again even while the home page is not open so its cached copy is never stale.
const refreshLists = {
  refetchQueries: [AdminCategoriesDocument, { query: HomepageCategoriesDocument, context: adminQueryOptions.context }],
  awaitRefetchQueries: true,
};

/**
 * Saving and deleting categories (SPEC §4, §5, §8): a blank name is refused before anything is
 * sent; success and failure end in a toast, a failure as 'Failed to ... category: ' and the
 * server's reason (such as a category that still has products) or 'Unknown error'.
 */
export function useCategoryActions(form: ItemForm<AdminCategory, CategoryFormValues>) {
  const { t } = useFeatureTexts(categoriesTexts);
  const failureMessage = useFailureMessage();
  const [createCategory, creation] = useAdminCreateCategoryMutation(refreshLists);
  const [updateCategory, update] = useAdminUpdateCategoryMutation(refreshLists);
  const [deleteCategory] = useAdminDeleteCategoryMutation(refreshLists);

  const save = async () => {
    const { values, editing } = form;
    if (!hasCategoryName(values)) return form.revealProblems();
    const variables = categoryVariables(values);
    const saved = editing
      ? await withOutcomeToast(
          () => updateCategory({ variables: { id: editing.id, ...variables } }),
          t('adminCategories.updated'),
          (error) => failureMessage(t('adminCategories.updateFailed'), error),
        )
      : await withOutcomeToast(
          () => createCategory({ variables }),
          t('adminCategories.created'),
          (error) => failureMessage(t('adminCategories.createFailed'), error),
        );
    if (saved) form.reset();
  };

  const { requestDelete, dialog } = useConfirmedDelete({
    question: t('adminCategories.confirmDelete'),
    remove: (id) => deleteCategory({ variables: { id } }),
    success: t('adminCategories.deleted'),
    failure: (error) => failureMessage(t('adminCategories.deleteFailed'), error),
    onDeleted: (id) => {
      if (form.editing?.id === id) form.reset();
    },
  });

  return { save, saving: creation.loading || update.loading, requestDelete, dialog };
}
