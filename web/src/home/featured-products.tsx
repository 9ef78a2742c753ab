import styled from 'styled-components';
import type { CatalogProductFieldsFragment } from '../graphql/generated';
import { ProductCards, ProductGrid } from '../catalog/product-grid';
import { useCatalogDisplay } from '../catalog/use-catalog-display';
import { useFeatureTexts } from '../i18n/feature-texts';
import { PageContainer } from '../shared/page-container';
import { SectionHeading } from '../shared/section-heading';
import { media } from '../theme/media';
import { homeTexts } from './home-texts';

const Section = styled(PageContainer).attrs({ as: 'section' })`
  padding-block-start: 2.5rem;

  ${media.md} {
    padding-block-start: 4rem;
  }
`;

/**
 * docs/product.md#home-page: the products the owner ticked Featured, under the categories, each on
 * the catalogue's own card (add to cart, and its choices first when one must be chosen). Nothing
 * when none is featured.
 */
export function FeaturedProducts({ products }: { products: readonly CatalogProductFieldsFragment[] }) {
  const { t } = useFeatureTexts(homeTexts);
  const display = useCatalogDisplay();
  if (products.length === 0) return null;
  return (
    <Section aria-labelledby="home-featured-title">
      <SectionHeading
        level="h2"
        id="home-featured-title"
        title={t('home.featuredTitle')}
        subtitle={t('home.featuredSubtitle')}
      />
      <ProductGrid display={display}>
        <ProductCards products={products} display={display} opensPage={false} />
      </ProductGrid>
    </Section>
  );
}
