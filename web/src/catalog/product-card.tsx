import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CatalogProductsQuery } from '../graphql/generated';
import { formatPrice } from '../shared/format-price';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { media } from '../theme/media';
import { color } from '../theme/tokens';

type CatalogProduct = CatalogProductsQuery['products'][number];

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  block-size: 100%;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  background: ${color('card')};
  color: ${color('cardForeground')};
  box-shadow: var(--shadow-card);
`;

const Media = styled.div`
  position: relative;
`;

const FeaturedBadge = styled.span`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  padding-block: 0.125rem;
  padding-inline: 0.625rem;
  border-radius: 999px;
  background: ${color('primary')};
  color: ${color('primaryForeground')};
  font-size: 0.75rem;
  font-weight: 700;
  box-shadow: 0 2px 6px hsl(340 50% 20% / 0.25);
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

  ${media.md} {
    font-size: 1.0625rem;
  }
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;

  ${media.md} {
    font-size: 0.875rem;
  }
`;

const Price = styled.p`
  margin-block-start: auto;
  padding-block-start: 0.375rem;
  color: ${color('primary')};
  font-size: 1rem;
  font-weight: 800;

  ${media.md} {
    font-size: 1.125rem;
  }
`;

/** One product in the grid (SPEC §2 Products): picture, name, description, price, Featured badge. */
export function ProductCard({ product }: { product: CatalogProduct }) {
  const { t } = useTranslation();
  const nameId = useId();

  return (
    <Card aria-labelledby={nameId}>
      <Media>
        <ImageWithFallback src={product.image} alt={product.name} width={480} height={360} loading="lazy" />
        {product.featured && <FeaturedBadge>{t('products.featured')}</FeaturedBadge>}
      </Media>
      <Body>
        {/* Shop data may be in either language: dir=auto keeps its punctuation in place. */}
        <Name id={nameId} dir="auto">
          {product.name}
        </Name>
        {product.description && <Description dir="auto">{product.description}</Description>}
        <Price>{formatPrice(product.price, t)}</Price>
      </Body>
    </Card>
  );
}
