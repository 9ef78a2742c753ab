import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { useAdminProductsQuery, type AdminProductsQuery } from '../graphql/generated';
import { Button } from '../../shared/button';
import { MessagePanel } from '../../shared/message-panel';
import { reloadPage } from '../../shared/reload-page';
import { Spinner } from '../../shared/spinner';
import { adminQueryOptions } from '../shared/admin-query';
import { FormAndList } from '../shared/admin-form';
import { AdminPage } from '../shell/admin-page';
import { useItemForm } from './item-editor/use-item-form';
import { ProductForm } from './product-form';
import { emptyProductValues, productFormValues } from './product-form-values';
import { ProductList } from './product-list';
import { productsTexts } from './products-texts';
import { useProductActions } from './use-product-actions';

/** The products page (/admin/products, docs/product.md#products-admin). */
export function ProductsAdminPage() {
  const { t } = useFeatureTexts(productsTexts, adminTexts);
  return (
    <AdminPage title={t('adminProducts.title')}>
      <ProductsEditor />
    </AdminPage>
  );
}

/**
 * The form and the list once the products and categories are loaded; meanwhile 'Loading...',
 * and when the API cannot be reached the Backend Connection Issue panel, whose Try Again
 * reloads the page.
 */
function ProductsEditor() {
  const { t } = useFeatureTexts(productsTexts, adminTexts);
  const { data, error } = useAdminProductsQuery(adminQueryOptions);

  if (!data) {
    if (!error) return <Spinner label={t('admin:admin.loading')} />;
    return (
      <MessagePanel
        isAlert
        title={t('adminProducts.backendTitle')}
        description={t('adminProducts.backendMessage')}
        actions={<Button onClick={reloadPage}>{t('common.tryAgain')}</Button>}
      />
    );
  }
  return <ProductsManager products={data.products} categories={data.categories} />;
}

function ProductsManager({ products, categories }: AdminProductsQuery) {
  const form = useItemForm({ empty: emptyProductValues, valuesOf: productFormValues });
  const { save, saving, requestDelete, toggleAvailable, dialog } = useProductActions(form);

  return (
    <FormAndList>
      <ProductForm form={form} categories={categories} saving={saving} onSave={() => void save()} />
      <ProductList
        products={products}
        editingId={form.editing?.id}
        onEdit={form.edit}
        onDelete={(product) => void requestDelete(product.id)}
        onToggleAvailable={(product) => void toggleAvailable(product)}
      />
      {dialog}
    </FormAndList>
  );
}
