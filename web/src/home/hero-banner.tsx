import styled from 'styled-components';
import defaultHeroImage from '../assets/default-hero.svg';
import type { ResponsiveImageFieldsFragment } from '@crumb/shared/shared-operations';
import { useFeatureTexts } from '../i18n/feature-texts';
import { ButtonLink } from '../shared/button';
import { centredStack } from '../shared/centred-stack';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { paths } from '../shared/paths';
import { media } from '../theme/media';
import { homeTexts } from './home-texts';

// The picture covers the banner; its dark rose shows until the picture has loaded, so the white
// text is readable from the first paint (and contrast checkers, which see no picture, agree).
const Banner = styled.section`
  position: relative;
  display: grid;
  min-block-size: 22rem;
  overflow: hidden;
  isolation: isolate;
  background-color: hsl(340 50% 18%);

  ${media.md} {
    min-block-size: 30rem;
  }
`;

// Covers the whole banner whatever its shape; the picture is cropped rather than letterboxed.
const Backdrop = styled(ImageWithFallback)`
  position: absolute;
  inset: 0;
  z-index: -2;
  aspect-ratio: auto;
`;

// A deep rose veil, so the white text keeps WCAG AA contrast on light photos as well.
const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, hsl(340 50% 20% / 0.5) 0%, hsl(340 50% 16% / 0.72) 100%);
`;

const Content = styled.div`
  ${centredStack('1rem')}
  align-content: center;
  max-inline-size: 44rem;
  margin-inline: auto;
  padding-block: 3rem;
  padding-inline: 1.25rem;
  color: #fff;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 7vw, 3.5rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  text-shadow: 0 2px 12px hsl(340 45% 12% / 0.4);
`;

const Subtitle = styled.p`
  font-size: clamp(1.0625rem, 2.6vw, 1.375rem);
  opacity: 0.95;
`;

const OrderNow = styled(ButtonLink)`
  margin-block-start: 0.5rem;
  padding-inline: 2rem;
  min-block-size: 3rem;
  font-size: 1.0625rem;
  box-shadow: 0 8px 24px -8px hsl(340 70% 30% / 0.6);
`;

interface HeroBannerProps {
  title: string;
  subtitle: string;
  /** The owner's hero image; the bundled illustration when empty or broken. */
  image: string | null;
  /** Its resized copies, when it is an upload the server resized. */
  imageInfo?: ResponsiveImageFieldsFragment | null;
  orderNowLabel: string;
}

/** The home page's opening banner with its call to order (docs/product.md#home-page). */
export function HeroBanner({ title, subtitle, image, imageInfo, orderNowLabel }: HeroBannerProps) {
  const { t } = useFeatureTexts(homeTexts);

  return (
    <Banner>
      <Backdrop
        src={image}
        responsive={imageInfo}
        // The page's largest picture, across the whole screen: fetched first, never lazily.
        sizes="100vw"
        priority
        alt={t('home.heroImageAlt')}
        width={1600}
        height={900}
        fallback={<img src={defaultHeroImage} alt="" width={1600} height={900} />}
      />
      <Shade />
      <Content>
        {/* The owner's texts may be in either language: dir=auto keeps their punctuation in place. */}
        <Title dir="auto">{title}</Title>
        <Subtitle dir="auto">{subtitle}</Subtitle>
        <OrderNow to={paths.products.getHref()}>{orderNowLabel}</OrderNow>
      </Content>
    </Banner>
  );
}
