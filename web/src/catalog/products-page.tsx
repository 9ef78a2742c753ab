import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { PageMeta } from '../seo/page-meta';
import { PageSpinner } from '../settings/page-spinner';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { PageBody as Page } from '../shared/page-container';
import { reloadPage } from '../shared/reload-page';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { useSettingText } from '../settings/use-setting-text';
import { freshForMs, productQueryRetries, retries, useFreshness } from '../shared/query-policy';
import { SectionHeading } from '../shared/section-heading';
import { catalogHref, readCatalogAddress } from './catalog-address';
import { CatalogList } from './catalog-list';
import { pageVariables, useFirstPage } from './catalog-pages';
import { CatalogSearch } from './catalog-search';
import { catalogTexts } from './catalog-texts';
import { CategoryFilter } from './category-filter';
import { matchesCategory } from './category-selection';
import { NoMatches } from './no-matches';
import { ResultCount } from './result-count';
import { useCatalogDisplay } from './use-catalog-display';
import { CatalogCategoriesDocument, CatalogProductPageDocument } from '../graphql/generated';

/** docs/product.md#products-page: the page heading over the catalog. */
export function ProductsPage() {
  const { t } = useFeatureTexts(catalogTexts);
  const text = useSettingText();
  const title = usePhoneText()('shopPageTitle', text('productsTitle', t('products.title')));
  // A search's results are not a page of their own for search engines: the words are endless.
  const searching = readCatalogAddress(useSearchParams()[0]).q !== '';

  return (
    <Page>
      <PageMeta title={title} description={text('productsSubtitle', t('products.subtitle'))} unlisted={searching} />
      <SectionHeading title={title} subtitle={text('productsSubtitle', t('products.subtitle'))} />
      <Catalog />
    </Page>
  );
}

/**
 * The search field and the category filters over the list of the products they select, or the
 * loading, empty or error state instead. The address says what is shown (catalog-address.ts);
 * the server answers the category and the search, a page at a time.
 */
function Catalog() {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const address = readCatalogAddress(searchParams);
  const text = useSettingText();
  const display = useCatalogDisplay();
  // docs/product.md#browser-caching: products fresh for 1 minute with one retry, categories fresh for 5 minutes.
  const categoriesQuery = useQuery(CatalogCategoriesDocument, useFreshness('CatalogCategories', freshForMs.categories));
  const categories = categoriesQuery.data?.categories;
  const category =
    address.category === null ? undefined : categories?.find((each) => matchesCategory(each, address.category!));
  // A category the address names but the shop does not have selects nothing to ask for.
  const unknownCategory = address.category !== null && categories !== undefined && category === undefined;
  const [firstPage, setFirstPage] = useFirstPage(`${category?.id}\n${address.q}`, address.page, location.state);
  const firstQuery = useQuery(CatalogProductPageDocument, {
    variables: pageVariables(category?.id, address.q, firstPage),
    skip: unknownCategory || (address.category !== null && !categories),
    ...useFreshness('CatalogProductPage', freshForMs.products),
    context: retries(productQueryRetries),
  });

  // Replace, not push: Back leaves the page instead of stepping through earlier filters.
  const show = (view: { category: string | null; q: string }) => {
    void navigate(catalogHref({ ...view, page: 1 }), { replace: true });
  };
  const selectCategory = (categoryId?: string) => show({ category: categoryId ?? null, q: address.q });

  const refresh = () => {
    const refetches: Promise<unknown>[] = [firstQuery.refetch()];
    if (categoriesQuery.error) refetches.push(categoriesQuery.refetch());
    // A failed refetch shows through the queries' error state; the rejection needs no handling.
    void Promise.allSettled(refetches);
  };
  const refreshButton = <Button onClick={refresh}>{t('products.refresh')}</Button>;

  const page = firstQuery.data ?? firstQuery.previousData;
  const failed = Boolean(categoriesQuery.error) || (Boolean(firstQuery.error) && !page);
  const search = <CatalogSearch address={address} />;

  if (failed) {
    return (
      <>
        {search}
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
      </>
    );
  }
  if (!categories || (!page && !unknownCategory)) {
    return (
      <>
        {search}
        <PageSpinner />
      </>
    );
  }

  const total = unknownCategory ? 0 : (page?.productPage.total ?? 0);
  const filters = (
    <CategoryFilter
      categories={categories}
      selection={address.category}
      onSelect={selectCategory}
      allLabel={text('allCategoriesText', t('products.allCategories'))}
    />
  );

  let results;
  if (total > 0) {
    results = (
      <CatalogList
        address={address}
        categoryId={category?.id}
        firstPage={firstPage}
        onFirstPage={setFirstPage}
        firstQuery={firstQuery}
        display={display}
      />
    );
  } else if (address.q !== '') {
    results = <NoMatches words={address.q} categories={categories} onClear={() => show({ ...address, q: '' })} />;
  } else if (address.category !== null) {
    results = (
      <MessagePanel
        title={t('products.noProductsInCategory')}
        actions={<Button onClick={() => selectCategory(undefined)}>{t('products.showAll')}</Button>}
      />
    );
  } else {
    results = (
      <MessagePanel
        title={text('noProductsText', t('products.noProducts'))}
        description={t('products.noProductsMessage')}
        actions={refreshButton}
      />
    );
  }

  return (
    <>
      {search}
      {filters}
      <ResultCount words={address.q} total={total} />
      {results}
    </>
  );
}
