import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCatalogCategoriesQuery, useCatalogProductsQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { PageMeta } from '../seo/page-meta';
import { ProductListData } from '../seo/product-list-data';
import { PageSpinner } from '../settings/page-spinner';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { PageBody as Page } from '../shared/page-container';
import { categoryQueryParam, paths } from '../shared/paths';
import { reloadPage } from '../shared/reload-page';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { useSettingText } from '../settings/use-setting-text';
import { freshForMs, productQueryRetries, retries, useFreshness } from '../shared/query-policy';
import { SectionHeading } from '../shared/section-heading';
import { catalogTexts } from './catalog-texts';
import { CategoryFilter } from './category-filter';
import { productsInCategory } from './category-selection';
import { ProductGrid } from './product-grid';
import { useCatalogDisplay } from './use-catalog-display';

/** docs/product.md#products-page: the page heading over the catalog. */
export function ProductsPage() {
  const { t } = useFeatureTexts(catalogTexts);
  const text = useSettingText();
  const title = usePhoneText()('shopPageTitle', text('productsTitle', t('products.title')));

  return (
    <Page>
      <PageMeta title={title} description={text('productsSubtitle', t('products.subtitle'))} />
      <SectionHeading title={title} subtitle={text('productsSubtitle', t('products.subtitle'))} />
      <Catalog />
    </Page>
  );
}

/** Category filters over the product grid, or the loading, empty or error state instead. */
function Catalog() {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const selection = searchParams.get(categoryQueryParam);
  const text = useSettingText();
  const display = useCatalogDisplay();
  // docs/product.md#browser-caching: products fresh for 1 minute with one retry, categories fresh for 5 minutes.
  const productsQuery = useCatalogProductsQuery({
    ...useFreshness('CatalogProducts', freshForMs.products),
    context: retries(productQueryRetries),
  });
  const categoriesQuery = useCatalogCategoriesQuery(useFreshness('CatalogCategories', freshForMs.categories));
  const products = productsQuery.data?.products;
  const categories = categoriesQuery.data?.categories;

  // Replace, not push: Back leaves the page instead of stepping through earlier filters.
  const selectCategory = (categoryId?: string) => {
    void navigate(paths.products.getHref(categoryId), { replace: true });
  };

  const refresh = () => {
    const refetches: Promise<unknown>[] = [productsQuery.refetch()];
    if (categoriesQuery.error) refetches.push(categoriesQuery.refetch());
    // A failed refetch shows through the queries' error state; the rejection needs no handling.
    void Promise.allSettled(refetches);
  };

  const refreshButton = <Button onClick={refresh}>{t('products.refresh')}</Button>;

  if (!products || !categories) {
    if (!productsQuery.error && !categoriesQuery.error) return <PageSpinner />;
    return (
      <MessagePanel
        isAlert
        title={t('products.loadError')}
        description={t('products.backendHint')}
        actions={
          <>
            {refreshButton}
            <Button $variant="outline" onClick={reloadPage}>
              {t('common.reloadPage')}
            </Button>
          </>
        }
      />
    );
  }

  if (products.length === 0) {
    return (
      <MessagePanel
        title={text('noProductsText', t('products.noProducts'))}
        description={t('products.noProductsMessage')}
        actions={refreshButton}
      />
    );
  }

  const shownProducts = productsInCategory(products, selection);
  return (
    <>
      <CategoryFilter
        categories={categories}
        selection={selection}
        onSelect={selectCategory}
        allLabel={text('allCategoriesText', t('products.allCategories'))}
      />
      {shownProducts.length > 0 ? (
        <>
          <ProductGrid products={shownProducts} display={display} />
          <ProductListData products={shownProducts} />
        </>
      ) : (
        <MessagePanel
          title={t('products.noProductsInCategory')}
          actions={<Button onClick={() => selectCategory(undefined)}>{t('products.showAll')}</Button>}
        />
      )}
    </>
  );
}
