import type { ApolloCache } from '@apollo/client';
import { DeleteProductDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { AdminProductsDocument, AdminCreateProductDocument, AdminUpdateProductDocument } from '../graphql/generated';
import { isolate } from '../../shared/bidi';
import { useServerMessage } from '../../shared/server-message';
import { withOutcomeToast } from './item-editor/outcome-toast';
import { useItemActions } from './item-editor/use-item-actions';
import type { ItemForm } from './item-editor/use-item-form';
import { isProductComplete, productVariables, type AdminProduct, type ProductFormValues } from './product-form-values';
import { productsTexts } from './products-texts';

// After every change the list's page is asked for again (docs/product.md#browser-caching), and the
// toast waits for it. Every other page of the catalogue held in the cache, the list's and the
// shop's, is dropped, as any of them may now be wrong (a new product, another price or order):
// each is asked for again when next shown.
const refreshLists = {
  refetchQueries: [AdminProductsDocument],
  awaitRefetchQueries: true,
  update: (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'productPage' });
    cache.gc();
  },
};

/**
 * Saving and deleting products (docs/product.md#products-admin): nothing is sent while a required field is
 * missing; success and failure end in a toast, the failure with the server's reason when it
 * gave one. A successful save, or deleting the product being edited, clears the form.
 */
export function useProductActions(form: ItemForm<AdminProduct, ProductFormValues>) {
  const { t } = useFeatureTexts(productsTexts);
  const messageOf = useServerMessage();
  const update = useMutation(AdminUpdateProductDocument, refreshLists);
  const { save, saving, requestDelete, dialog } = useItemActions({
    form,
    isComplete: isProductComplete,
    variablesOf: productVariables,
    create: useMutation(AdminCreateProductDocument, refreshLists),
    update,
    remove: useMutation(DeleteProductDocument, refreshLists),
    text: (key) => t(`adminProducts.${key}`),
    failure: (failedText, error) => messageOf(error, failedText),
  });

  /** One click from the list: only `available` is sent, so nothing else about the product changes. */
  const toggleAvailable = (product: AdminProduct) => {
    const [updateProduct] = update;
    const available = !product.available;
    const name = isolate(product.name);
    return withOutcomeToast(
      () => updateProduct({ variables: { id: product.id, input: { available } } }),
      t(available ? 'adminProducts.markedAvailable' : 'adminProducts.markedSoldOut', { name }),
      (error) => messageOf(error, t('adminProducts.updateFailed')),
    );
  };

  return { save, saving, requestDelete, toggleAvailable, dialog };
}
