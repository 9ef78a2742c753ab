import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCatalogCategoriesQuery, useCatalogProductsQuery } from '../graphql/generated';
import { DocumentTitle } from '../settings/document-title';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { PageContainer } from '../shared/page-container';
import { categoryQueryParam, paths } from '../shared/paths';
import { reloadPage } from '../shared/reload-page';
import { Spinner } from '../shared/spinner';
import { media } from '../theme/media';
import { color } from '../theme/tokens';
import { CategoryFilter } from './category-filter';
import { productsInCategory } from './category-selection';
import { ProductGrid } from './product-grid';

const Page = styled(PageContainer)`
  padding-block-start: 2rem;

  ${media.md} {
    padding-block-start: 3rem;
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-block-end: 1.5rem;
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    letter-spacing: -0.01em;
  }

  p {
    color: ${color('mutedForeground')};
  }
`;

/** SPEC §2 Products: the page heading over the catalog. */
export function ProductsPage() {
  const { t } = useTranslation();

  return (
    <Page>
      <DocumentTitle page={t('products.title')} />
      <Heading>
        <h1>{t('products.title')}</h1>
        <p>{t('products.subtitle')}</p>
      </Heading>
      <Catalog />
    </Page>
  );
}

/** Category filters over the product grid, or the loading, empty or error state instead. */
function Catalog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const selection = searchParams.get(categoryQueryParam);
  // Products change more often than categories: show the cached list at once, then refresh it.
  const productsQuery = useCatalogProductsQuery({ fetchPolicy: 'cache-and-network' });
  const categoriesQuery = useCatalogCategoriesQuery();
  const products = productsQuery.data?.products;
  const categories = categoriesQuery.data?.categories;

  // Replace, not push: Back leaves the page instead of stepping through earlier filters.
  const selectCategory = (categoryId?: string) =>
    navigate(paths.products.getHref(categoryId), { replace: true });

  const refresh = () => {
    const refetches: Promise<unknown>[] = [productsQuery.refetch()];
    if (categoriesQuery.error) refetches.push(categoriesQuery.refetch());
    // A failed refetch shows through the queries' error state; the rejection needs no handling.
    void Promise.allSettled(refetches);
  };

  const refreshButton = <Button onClick={refresh}>{t('products.refresh')}</Button>;

  if (!products || !categories) {
    if (!productsQuery.error && !categoriesQuery.error) return <Spinner />;
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
    return <MessagePanel title={t('products.noProducts')} actions={refreshButton} />;
  }

  const shownProducts = productsInCategory(products, selection);
  return (
    <>
      <CategoryFilter categories={categories} selection={selection} onSelect={selectCategory} />
      {shownProducts.length > 0 ? (
        <ProductGrid products={shownProducts} />
      ) : (
        <MessagePanel
          title={t('products.noProductsInCategory')}
          actions={<Button onClick={() => selectCategory(undefined)}>{t('products.showAll')}</Button>}
        />
      )}
    </>
  );
}
