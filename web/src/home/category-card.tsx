import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HomepageCategoriesQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Card } from '../shared/card';
import { ClampedText } from '../shared/clamped-text';
import { Icon } from '../shared/icon';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { paths } from '../shared/paths';
import { useMediaQuery } from '../shared/use-media-query';
import { media, mediaQuery } from '../theme/media';
import { color } from '../theme/tokens';
import { CategoryPlaceholder } from './category-placeholder';
import { categoryTone } from './category-tone';
import { homeTexts } from './home-texts';

type HomepageCategory = HomepageCategoriesQuery['homepageCategories'][number];

const CategoryCardFrame = styled(Card)`
  /* Wider screens: picture beside the text, so two columns of cards stay compact. */
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Picture = styled(ImageWithFallback)`
  ${media.md} {
    aspect-ratio: auto;
    block-size: 100%;
    min-block-size: 12rem;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.75rem;

  ${media.md} {
    gap: 0.5rem;
    padding: 1.25rem;
  }
`;

const Name = styled.h3`
  font-size: 1rem;
  line-height: 1.3;

  ${media.md} {
    font-size: 1.25rem;
  }
`;

const Description = styled(ClampedText)`
  font-size: 0.875rem;

  ${media.md} {
    font-size: 0.9375rem;
  }
`;

const CollectionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  align-self: start;
  margin-block-start: auto;
  padding-block-start: 0.25rem;
  color: ${color('primary')};
  font-weight: 700;
  font-size: 0.9375rem;
  text-underline-offset: 3px;

  /* The arrow points the way the text reads. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** One homepage category (docs/product.md#home-page): its picture, name, description and a link to its products. */
export function CategoryCard({ category }: { category: HomepageCategory }) {
  const { t } = useFeatureTexts(homeTexts);
  const nameId = useId();
  // One visible wording per screen size, so the link also has a single accessible name.
  const isDesktop = useMediaQuery(mediaQuery.md);

  return (
    <CategoryCardFrame aria-labelledby={nameId}>
      <Picture
        src={category.displayImage || category.image}
        responsive={category.displayImage ? category.displayImageInfo : category.imageInfo}
        // Two columns of cards; on wider screens the picture takes 2/5 of a card in the 72rem page.
        sizes={`${mediaQuery.md} min(20vw, 15rem), 50vw`}
        alt={category.name}
        width={600}
        height={450}
        loading="lazy"
        fallback={<CategoryPlaceholder tone={categoryTone(category.name)} />}
      />
      <Body>
        {/* Shop data may be in either language: dir=auto keeps its punctuation in place. */}
        <Name id={nameId} dir="auto">
          {category.name}
        </Name>
        {category.description && <Description dir="auto">{category.description}</Description>}
        <CollectionLink to={paths.products.getHref(category.id)}>
          {isDesktop ? t('home.exploreCollection') : t('home.viewItems')}
          <ArrowIcon />
        </CollectionLink>
      </Body>
    </CategoryCardFrame>
  );
}

function ArrowIcon() {
  return (
    <Icon size={16} viewBox="0 0 16 16">
      <path d="M3 8h10M9 4l4 4-4 4" />
    </Icon>
  );
}
