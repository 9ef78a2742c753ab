import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CatalogProductPageDocument,
  type CatalogProductPageQuery,
  type CatalogProductPageQueryVariables,
} from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { ProductListData } from '../seo/product-list-data';
import { Button, ButtonLink } from '../shared/button';
import { centredStack } from '../shared/centred-stack';
import { productQueryRetries, retries } from '../shared/query-policy';
import { Spinner } from '../shared/spinner';
import { color } from '../theme/tokens';
import { CATALOG_PAGE_SIZE, catalogHref, type CatalogAddress } from './catalog-address';
import { pagesBetween, pageVariables, type CatalogListState } from './catalog-pages';
import { catalogTexts } from './catalog-texts';
import { ProductCards, ProductGrid } from './product-grid';
import type { CatalogDisplay } from './use-catalog-display';
import { useNearViewport } from './use-near-viewport';

const ListEnd = styled.div`
  ${centredStack('0.75rem')}
  padding-block: 1.5rem;
  color: ${color('mutedForeground')};
`;

const ListStart = styled(ListEnd)`
  padding-block: 0 1rem;
`;

// Fetching a page shows the cards it had, dimmed, until the new ones arrive.
const Results = styled.div`
  &[aria-busy='true'] ul {
    opacity: 0.6;
    transition: opacity 0.2s ease;
  }
`;

/** A products page asked for without partial data: empty, streaming or complete. */
type PageQuery = useQuery.Result<
  CatalogProductPageQuery,
  CatalogProductPageQueryVariables,
  'empty' | 'complete' | 'streaming'
>;

interface CatalogListProps {
  address: CatalogAddress;
  /** The category the address selects, undefined for all. */
  categoryId: string | undefined;
  /** The first page the list shows (catalog-pages.ts). */
  firstPage: number;
  /** Shows the list from this earlier page on. */
  onFirstPage: (page: number) => void;
  /** The first page's request: its total, its cards, or how it is going. */
  firstQuery: PageQuery;
  display: CatalogDisplay;
}

/**
 * The cards of the pages from the first one the list shows to the one the address names, then
 * what comes after: the next page, asked for as the shopper nears the end, with "Show more
 * products" for those who would rather ask (and a plain link to the next page without JavaScript).
 */
export function CatalogList({ address, categoryId, firstPage, onFirstPage, firstQuery, display }: CatalogListProps) {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [fetchingEarlier, setFetchingEarlier] = useState(false);
  // The page whose first card takes the focus once it is in: one a keyboard or screen reader
  // user asked for with the button, who would otherwise stay on it below the new cards.
  const [focusPage, setFocusPage] = useState<number>();
  const lastPage = address.page;
  const lastQuery = useQuery(CatalogProductPageDocument, {
    variables: pageVariables(categoryId, address.q, lastPage),
    skip: lastPage === firstPage,
    fetchPolicy: 'cache-first',
    context: retries(productQueryRetries),
  });
  const last = lastPage === firstPage ? firstQuery : lastQuery;

  const shown = firstQuery.data ?? firstQuery.previousData;
  if (!shown) return null;
  const { total, items } = shown.productPage;
  const hasMore = total > lastPage * CATALOG_PAGE_SIZE;
  const state = (first: number): CatalogListState => ({ catalogFirstPage: first });
  const nextHref = catalogHref({ ...address, page: lastPage + 1 });
  // An address past the end of the list (a page number from a longer catalogue) links back to its
  // last page.
  const earlierPage = Math.min(firstPage - 1, Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE)));

  const showNext = () => {
    void navigate(nextHref, { replace: true, preventScrollReset: true, state: state(firstPage) });
  };

  // The earlier page is fetched before it is shown, so the list grows upwards in one step (the
  // browser keeps the cards in view where they were) instead of showing its old first page again.
  const showEarlier = async (event: MouseEvent) => {
    event.preventDefault();
    if (fetchingEarlier) return;
    setFetchingEarlier(true);
    try {
      await client.query({
        query: CatalogProductPageDocument,
        variables: pageVariables(categoryId, address.q, earlierPage),
      });
      onFirstPage(earlierPage);
      void navigate(catalogHref(address), { replace: true, preventScrollReset: true, state: state(earlierPage) });
    } catch {
      // Without its cards, the earlier page is opened as its own address, where its errors show.
      void navigate(catalogHref({ ...address, page: earlierPage }), { replace: true });
    } finally {
      setFetchingEarlier(false);
    }
  };

  return (
    <Results aria-busy={firstQuery.loading}>
      {firstPage > 1 && (
        <ListStart>
          <ButtonLink
            $variant="outline"
            to={catalogHref({ ...address, page: earlierPage })}
            onClick={items.length > 0 ? (event) => void showEarlier(event) : undefined}
            aria-disabled={fetchingEarlier || undefined}
          >
            {t('products.showEarlier')}
          </ButtonLink>
        </ListStart>
      )}
      <ProductGrid display={display}>
        <ProductCards products={items} display={display} opensPage />
        {pagesBetween(firstPage + 1, lastPage).map((page) => (
          <MoreCards
            key={page}
            variables={pageVariables(categoryId, address.q, page)}
            display={display}
            takesFocus={page === focusPage}
          />
        ))}
      </ProductGrid>
      <ProductListData products={items} />
      <ListEnd>
        {last.loading && <Spinner label={t('products.loadingMore')} />}
        {last.error && !last.loading && (
          <>
            <p role="alert">{t('products.loadMoreError')}</p>
            <Button $variant="outline" onClick={() => void last.refetch().catch(() => undefined)}>
              {t('products.tryAgain')}
            </Button>
          </>
        )}
        {hasMore && last.data && (
          <NextButtonLink
            href={nextHref}
            onNear={showNext}
            onAsk={() => setFocusPage(lastPage + 1)}
            state={state(firstPage)}
          >
            {t('products.showMore')}
          </NextButtonLink>
        )}
      </ListEnd>
    </Results>
  );
}

interface NextButtonLinkProps {
  href: string;
  state: CatalogListState;
  /** The link is a screen's height from view: the next page is asked for without a tap. */
  onNear: () => void;
  /** The shopper tapped or pressed the link. */
  onAsk: () => void;
  children: string;
}

function NextButtonLink({ href, state, onNear, onAsk, children }: NextButtonLinkProps) {
  const watch = useNearViewport(onNear, true);
  return (
    <ButtonLink ref={watch} $variant="outline" to={href} replace preventScrollReset state={state} onClick={onAsk}>
      {children}
    </ButtonLink>
  );
}

interface MoreCardsProps {
  variables: ReturnType<typeof pageVariables>;
  display: CatalogDisplay;
  takesFocus: boolean;
}

/** The cards of a page after the first one shown: from the cache when the shopper comes back. */
function MoreCards({ variables, display, takesFocus }: MoreCardsProps) {
  const { data } = useQuery(CatalogProductPageDocument, {
    variables,
    fetchPolicy: 'cache-first',
    context: retries(productQueryRetries),
  });
  const firstItem = useRef<HTMLLIElement>(null);
  const items = data?.productPage.items;

  useEffect(() => {
    if (takesFocus && items?.length) firstItem.current?.querySelector('a')?.focus();
  }, [takesFocus, items]);

  if (!items) return null;
  return <ProductCards products={items} display={display} opensPage={false} firstItemRef={firstItem} />;
}
