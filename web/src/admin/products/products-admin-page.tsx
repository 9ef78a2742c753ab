import { useEffect } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { type AdminProductsQuery, AdminProductsDocument } from '../graphql/generated';
import { Button } from '../../shared/button';
import { MessagePanel } from '../../shared/message-panel';
import { reloadPage } from '../../shared/reload-page';
import { Spinner } from '../../shared/spinner';
import { adminQueryOptions } from '../shared/admin-query';
import { FormAndList } from '../shared/admin-form';
import { AdminPage } from '../shell/admin-page';
import { useItemForm } from './item-editor/use-item-form';
import { ProductForm } from './product-form';
import { emptyProductValues, productFormValues, type AdminProduct } from './product-form-values';
import { ProductList, type ProductListPosition } from './product-list';
import { productsTexts } from './products-texts';
import { useProductActions } from './use-product-actions';
import { ADMIN_PRODUCTS_PAGE_SIZE, useProductListAddress } from './use-product-list-address';

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
 * The form and the list once the first page of products and the categories are loaded;
 * meanwhile 'Loading...', and when the API cannot be reached the Backend Connection Issue panel,
 * whose Try Again reloads the page. The page and the search come from the address; while another
 * one loads, the last answer stays on screen.
 */
function ProductsEditor() {
  const { t } = useFeatureTexts(productsTexts, adminTexts);
  const { query, page, search, goToPage } = useProductListAddress();
  const [load, { data, previousData, error, loading, refetch, variables: answered }] = useLazyQuery(
    AdminProductsDocument,
    adminQueryOptions,
  );
  const offset = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;

  // Asked for once the address's page and search are on screen, from an effect: useQuery changes
  // its request while rendering, and a navigation renders as a transition that React may set
  // aside and redo, so useQuery would ask for the old page and the new one in turn, endlessly.
  useEffect(() => {
    const variables = { ...(query && { q: query }), limit: ADMIN_PRODUCTS_PAGE_SIZE, offset };
    // A failure shows through `error`.
    void load({ variables, context: adminQueryOptions.context }).catch(() => undefined);
  }, [load, query, offset]);

  // How many pages the address's search has, once its answer is in.
  const isAnswered = data && answered?.offset === offset && (answered.q ?? '') === query;
  const pages = isAnswered ? Math.max(1, Math.ceil(data.productPage.total / ADMIN_PRODUCTS_PAGE_SIZE)) : undefined;

  // A page past the last one (an old link, or the last page's products all deleted): the last one.
  useEffect(() => {
    if (pages !== undefined && page > pages) goToPage(pages, true);
  }, [page, pages, goToPage]);

  const shown = data ?? previousData;
  if (!shown) {
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
  const position: ProductListPosition = {
    query,
    page,
    total: shown.productPage.total,
    onSearch: search,
    onPage: goToPage,
    busy: loading,
    // A failed refetch shows through the query's error again.
    retry: error && !data ? () => void refetch().catch(() => undefined) : undefined,
  };
  return <ProductsManager products={shown.productPage.items} categories={shown.categories} position={position} />;
}

interface ProductsManagerProps {
  products: readonly AdminProduct[];
  categories: AdminProductsQuery['categories'];
  position: ProductListPosition;
}

function ProductsManager({ products, categories, position }: ProductsManagerProps) {
  const form = useItemForm({ empty: emptyProductValues, valuesOf: productFormValues });
  const { save, saving, requestDelete, toggleAvailable, dialog } = useProductActions(form);

  return (
    <FormAndList>
      <ProductForm form={form} categories={categories} saving={saving} onSave={() => void save()} />
      <ProductList
        products={products}
        position={position}
        editingId={form.editing?.id}
        onEdit={form.edit}
        onDelete={(product) => void requestDelete(product.id)}
        onToggleAvailable={(product) => void toggleAvailable(product)}
      />
      {dialog}
    </FormAndList>
  );
}
