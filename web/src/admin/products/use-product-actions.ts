import { useFeatureTexts } from '../../i18n/feature-texts';
import {
  AdminProductsDocument,
  useAdminCreateProductMutation,
  useAdminDeleteProductMutation,
  useAdminUpdateProductMutation,
} from '../graphql/generated';
import { isolate } from '../../shared/bidi';
import { useServerMessage } from '../../shared/server-message';
import { withOutcomeToast } from './item-editor/outcome-toast';
import { useConfirmedDelete } from './item-editor/use-confirmed-delete';
import type { ItemForm } from './item-editor/use-item-form';
import { isProductComplete, productVariables, type AdminProduct, type ProductFormValues } from './product-form-values';
import { productsTexts } from './products-texts';

// SPEC §7: the list is refreshed after every change. AdminProducts reads the same `products`
// root field as the storefront's CatalogProducts, with all its fields, so this one request
// refreshes the shop's product grid in the cache as well. The toast waits for the new list.
const refreshLists = { refetchQueries: [AdminProductsDocument], awaitRefetchQueries: true };

/**
 * Saving and deleting products (SPEC §4, §5, §8): nothing is sent while a required field is
 * missing; success and failure end in a toast, the failure with the server's reason when it
 * gave one. A successful save, or deleting the product being edited, clears the form.
 */
export function useProductActions(form: ItemForm<AdminProduct, ProductFormValues>) {
  const { t } = useFeatureTexts(productsTexts);
  const messageOf = useServerMessage();
  const [createProduct, creation] = useAdminCreateProductMutation(refreshLists);
  const [updateProduct, update] = useAdminUpdateProductMutation(refreshLists);
  const [deleteProduct] = useAdminDeleteProductMutation(refreshLists);

  const save = async () => {
    const { values, editing } = form;
    if (!isProductComplete(values)) return form.revealProblems();
    const variables = productVariables(values);
    const saved = editing
      ? await withOutcomeToast(
          () => updateProduct({ variables: { id: editing.id, ...variables } }),
          t('adminProducts.updated'),
          (error) => messageOf(error, t('adminProducts.updateFailed')),
        )
      : await withOutcomeToast(
          () => createProduct({ variables }),
          t('adminProducts.created'),
          (error) => messageOf(error, t('adminProducts.createFailed')),
        );
    if (saved) form.reset();
  };

  /** One click from the list: only `available` is sent, so nothing else about the product changes. */
  const toggleAvailable = (product: AdminProduct) => {
    const available = !product.available;
    const name = isolate(product.name);
    return withOutcomeToast(
      () => updateProduct({ variables: { id: product.id, input: { available } } }),
      t(available ? 'adminProducts.markedAvailable' : 'adminProducts.markedSoldOut', { name }),
      (error) => messageOf(error, t('adminProducts.updateFailed')),
    );
  };

  const { requestDelete, dialog } = useConfirmedDelete({
    question: t('adminProducts.confirmDelete'),
    remove: (id) => deleteProduct({ variables: { id } }),
    success: t('adminProducts.deleted'),
    failure: (error) => messageOf(error, t('adminProducts.deleteFailed')),
    onDeleted: (id) => {
      if (form.editing?.id === id) form.reset();
    },
  });

  return { save, saving: creation.loading || update.loading, requestDelete, toggleAvailable, dialog };
}
