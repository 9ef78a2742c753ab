import {
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
} from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { AdminCategoriesDocument } from '../graphql/generated';
import { HomepageCategoriesDocument } from '../../graphql/generated';
import { useItemActions } from '../products/item-editor/use-item-actions';
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

// After a change the list and the homepage categories are refreshed (docs/product.md#browser-caching). AdminCategories
// reads the same `categories` root field as the storefront's CatalogCategories (with its
// fields), so it refreshes the shop's category filter too; the homepage list is a field of its
// own, fetched again even while the home page is not open so its cached copy is never stale.
const refreshLists = {
  refetchQueries: [AdminCategoriesDocument, { query: HomepageCategoriesDocument, context: adminQueryOptions.context }],
  awaitRefetchQueries: true,
};

/**
 * Saving and deleting categories (docs/product.md#categories-admin): a blank name is refused before anything is
 * sent; success and failure end in a toast, a failure as 'Failed to ... category: ' and the
 * server's reason (such as a category that still has products) or 'Unknown error'.
 */
export function useCategoryActions(form: ItemForm<AdminCategory, CategoryFormValues>) {
  const { t } = useFeatureTexts(categoriesTexts);
  const failureMessage = useFailureMessage();
  return useItemActions({
    form,
    isComplete: hasCategoryName,
    variablesOf: categoryVariables,
    create: useMutation(CreateCategoryDocument, refreshLists),
    update: useMutation(UpdateCategoryDocument, refreshLists),
    remove: useMutation(DeleteCategoryDocument, refreshLists),
    text: (key) => t(`adminCategories.${key}`),
    failure: failureMessage,
  });
}
