import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { cart, type CartProduct } from '../cart/cart-store';
import type { CatalogProductFieldsFragment } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { isolate } from '../shared/bidi';
import { Button } from '../shared/button';
import { Card } from '../shared/card';
import { ClampedText } from '../shared/clamped-text';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { paths } from '../shared/paths';
import { showToast } from '../shared/toast/toast-store';
import { media, mediaQuery } from '../theme/media';
import { catalogTexts } from './catalog-texts';
import { PriceRange } from './price-range';
import { priceText } from './price-text';
import { productBadge } from './product-badge';
import type { CatalogDisplay } from './use-catalog-display';

type CatalogProduct = CatalogProductFieldsFragment;

const loadChoicesDialog = () => import('./choices/choices-dialog');
// The choices form and its dialog primitive are fetched when a shopper reaches for the button of
// a product whose choices must be made (a finger or pointer on it, or keyboard focus), a moment
// before the tap opens them: the grid's first download, on every page that shows cards, stays
// without them.
const ChoicesDialog = lazy(async () => ({ default: (await loadChoicesDialog()).ChoicesDialog }));
const prefetchChoicesDialog = () => {
  // A failed prefetch is retried by React.lazy when the dialog opens.
  loadChoicesDialog().catch(() => undefined);
};

const ProductCardFrame = styled(Card)`
  position: relative;
  block-size: 100%;
`;

const Media = styled.div`
  position: relative;
`;

const FeaturedBadge = styled.span`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  ${productBadge('featured')}
  font-size: 0.75rem;
  box-shadow: 0 2px 6px hsl(340 50% 20% / 0.25);
`;

// Where the Featured badge would be, which it replaces: whether it can be bought comes first.
const SoldOutBadge = styled(FeaturedBadge)`
  ${productBadge('soldOut')}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem;

  ${media.md} {
    gap: 0.375rem;
    padding: 1rem;
  }
`;

const Name = styled.h2`
  font-size: 0.9375rem;
  line-height: 1.3;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  /* The name's link covers the whole card, so a tap on the picture opens the page too, while
     keyboards and screen readers meet one link (the buttons sit above it). */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  ${media.md} {
    font-size: 1.0625rem;
  }
`;

const Description = styled(ClampedText)`
  ${media.md} {
    font-size: 0.875rem;
  }
`;

const Price = styled.p`
  padding-block-start: 0.375rem;
  ${priceText('1rem')}

  ${media.md} {
    font-size: 1.125rem;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-block-start: auto;
  padding-block-start: 0.5rem;

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }

  button {
    position: relative;
    z-index: 1;
    min-inline-size: 0;
    padding-inline: 0.75rem;
    font-size: 0.875rem;
  }

  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
    transform: none;
  }
`;

/**
 * How wide a card's picture is shown (product-grid.tsx): the phone's 1 to 3 columns, 2 on
 * tablets, 3 on large screens within the 72rem page.
 */
function productImageSizes(phoneColumns: number): string {
  return `${mediaQuery.lg} min(33vw, 24rem), ${mediaQuery.md} 50vw, ${Math.round(100 / Math.max(1, phoneColumns))}vw`;
}

/**
 * Whether a shopper must choose before the product can go in the cart (the card then opens its
 * choices). Here rather than with the choices' other rules (choices/chosen-choices.ts), which only
 * the product page and the choices dialog need: the grid's pages load without them.
 */
function needsChoosing(options: readonly { required: boolean }[]): boolean {
  return options.some((option) => option.required);
}

function toCartProduct({ id, name, price, image }: CatalogProduct): CartProduct {
  return { id, name, price, image };
}

/** How soon the card's picture is fetched: the grid's first card is the page's largest picture. */
export type CardPictureLoading = 'priority' | 'eager' | 'lazy';

interface ProductCardProps {
  product: CatalogProduct;
  display: CatalogDisplay;
  pictureLoading?: CardPictureLoading;
}

/**
 * One product in the grid (docs/product.md#products-page): picture and name leading to its page,
 * description, price ("From" the lowest when its choices change it), Featured badge, 'Add to Cart'
 * (with its toast) and 'Buy Now', which adds it and goes to checkout; both open its choices first
 * when a group must be chosen.
 * A sold-out product shows 'Sold out' instead of Featured, and its two buttons are
 * disabled, described by that badge so a screen reader says why.
 */
export function ProductCard({ product, display, pictureLoading = 'lazy' }: ProductCardProps) {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const nameId = useId();
  const soldOutId = useId();
  const [choosing, setChoosing] = useState(false);
  const soldOut = !product.available;
  const describedBy = soldOut ? `${nameId} ${soldOutId}` : nameId;
  const pageHref = paths.product.getHref(product.id);
  // A product with a group that must be chosen cannot go in the cart blindly: its choices open.
  const mustChoose = needsChoosing(product.options);

  const addToCart = () => {
    if (mustChoose) return setChoosing(true);
    cart.add(toCartProduct(product));
    showToast({
      title: t('products.addedToCart', { name: isolate(product.name) }),
      variant: 'success',
      action: { label: display.viewCartLabel, href: paths.cart.getHref() },
    });
  };

  // Only a card whose choices open fetches their code ahead of the tap.
  const prefetch =
    mustChoose && !soldOut
      ? { onPointerEnter: prefetchChoicesDialog, onPointerDown: prefetchChoicesDialog, onFocus: prefetchChoicesDialog }
      : {};

  const buyNow = () => {
    if (mustChoose) return setChoosing(true);
    cart.add(toCartProduct(product));
    void navigate(paths.checkout.getHref());
  };

  return (
    <ProductCardFrame aria-labelledby={nameId}>
      <Media>
        <ImageWithFallback
          src={product.image}
          responsive={product.imageInfo}
          sizes={productImageSizes(display.phoneColumns)}
          alt={product.name}
          width={480}
          height={360}
          priority={pictureLoading === 'priority'}
          loading={pictureLoading === 'lazy' ? 'lazy' : 'eager'}
        />
        {soldOut ? (
          <SoldOutBadge id={soldOutId}>{t('products.soldOut')}</SoldOutBadge>
        ) : (
          product.featured && <FeaturedBadge>{t('products.featured')}</FeaturedBadge>
        )}
      </Media>
      <Body>
        {/* Shop data may be in either language: dir=auto keeps its punctuation in place. */}
        <Name id={nameId} dir="auto">
          <Link to={pageHref}>{product.name}</Link>
        </Name>
        {product.description && <Description dir="auto">{product.description}</Description>}
        {display.showPrices && (
          <Price>
            <PriceRange product={product} />
          </Price>
        )}
        <Actions>
          <Button onClick={addToCart} {...prefetch} aria-describedby={describedBy} disabled={soldOut}>
            {display.addToCartLabel}
          </Button>
          <Button $variant="outline" onClick={buyNow} {...prefetch} aria-describedby={describedBy} disabled={soldOut}>
            {display.buyNowLabel}
          </Button>
        </Actions>
      </Body>
      {choosing && (
        <Suspense fallback={null}>
          <ChoicesDialog product={product} display={display} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </ProductCardFrame>
  );
}
