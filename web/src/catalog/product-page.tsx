import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { type ProductPageQuery, ProductPageDocument } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageMeta } from '../seo/page-meta';
import { ProductData } from '../seo/product-data';
import { PageSpinner } from '../settings/page-spinner';
import { Button } from '../shared/button';
import { formatPrice } from '../shared/format-price';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { MessagePanel } from '../shared/message-panel';
import { PageBody } from '../shared/page-container';
import { paths } from '../shared/paths';
import { freshForMs, productQueryRetries, retries, useFreshness } from '../shared/query-policy';
import { reloadPage } from '../shared/reload-page';
import { media, mediaQuery } from '../theme/media';
import { color } from '../theme/tokens';
import { catalogTexts } from './catalog-texts';
import { PurchaseForm } from './choices/purchase-form';
import { usePurchase } from './choices/use-purchase';
import { PriceRange } from './price-range';
import { priceText } from './price-text';
import { productBadge } from './product-badge';
import { useCatalogDisplay } from './use-catalog-display';

type PageProduct = NonNullable<ProductPageQuery['findProduct']>;

const Layout = styled.article`
  display: grid;
  gap: 1.25rem;
  padding-block-end: 2rem;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: 2.5rem;
  }
`;

// On a phone the picture runs from edge to edge, as in a shop's app.
const Picture = styled.div`
  margin-inline: -1rem;
  overflow: hidden;

  ${media.md} {
    position: sticky;
    inset-block-start: 6rem;
    margin-inline: 0;
    border-radius: var(--radius);
  }
`;

const Details = styled.div`
  display: grid;
  gap: 0.75rem;
  min-inline-size: 0;
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Name = styled.h1`
  font-size: clamp(1.5rem, 5vw, 2.25rem);
  line-height: 1.2;
`;

const Badge = styled.span`
  justify-self: start;
  ${productBadge('soldOut')}
  font-size: 0.8125rem;
`;

const Price = styled.p`
  ${priceText('1.25rem')}
`;

const Description = styled.p`
  color: ${color('mutedForeground')};
  white-space: pre-line;
`;

/**
 * docs/product.md#product-page: one product at /products/<id>, rendered on the server like every
 * storefront page: its picture, name, price, description and what a shopper chooses it with.
 * An address naming no product shows the not-found page (answered 404).
 */
export function ProductPage() {
  const { t } = useFeatureTexts(catalogTexts);
  const { id = '' } = useParams();
  const query = useQuery(ProductPageDocument, {
    variables: { id },
    ...useFreshness('ProductPage', freshForMs.products),
    context: retries(productQueryRetries),
  });

  if (query.data) {
    const product = query.data.findProduct;
    return product ? <ProductDetails key={product.id} product={product} /> : <NotFoundPage />;
  }
  if (!query.error) return <PageSpinner />;
  return (
    <PageBody>
      <MessagePanel
        isAlert
        titleLevel="h1"
        title={t('product.loadError')}
        description={t('products.backendHint')}
        actions={<Button onClick={reloadPage}>{t('common.reloadPage')}</Button>}
      />
    </PageBody>
  );
}

function ProductDetails({ product }: { product: PageProduct }) {
  const { t } = useFeatureTexts(catalogTexts);
  const display = useCatalogDisplay();
  const idPrefix = useId();
  const purchase = usePurchase(product, display.viewCartLabel, idPrefix);
  const priceText = formatPrice(product.priceFrom, t);
  // What a link preview (WhatsApp) shows under the name: the price first, then the description.
  const summary = [
    product.priceFrom === product.priceTo ? priceText : t('products.from', { price: priceText }),
    product.description.trim(),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <PageBody>
      <PageMeta title={product.name} description={summary} image={product.image} />
      <ProductData product={product} />
      <Layout aria-labelledby={`${idPrefix}-name`}>
        <Picture>
          <ImageWithFallback
            src={product.image}
            responsive={product.imageInfo}
            sizes={`${mediaQuery.lg} 36rem, ${mediaQuery.md} 50vw, 100vw`}
            alt={product.name}
            width={480}
            height={360}
            priority
          />
        </Picture>
        <Details>
          <Back to={paths.products.getHref(product.category.id)}>
            <span dir="auto">{product.category.name}</span>
          </Back>
          <Name id={`${idPrefix}-name`} dir="auto">
            {product.name}
          </Name>
          {!product.available && <Badge>{t('products.soldOut')}</Badge>}
          {display.showPrices && (
            <Price>
              <PriceRange product={product} />
            </Price>
          )}
          {product.description && <Description dir="auto">{product.description}</Description>}
          <PurchaseForm idPrefix={idPrefix} product={product} purchase={purchase} display={display} />
        </Details>
      </Layout>
    </PageBody>
  );
}
