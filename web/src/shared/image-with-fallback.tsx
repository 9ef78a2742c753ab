import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { preload } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import placeholderImage from '../assets/image-placeholder.svg';
import { usePhoneSettings } from '../mobile-settings/use-phone-settings';
import type { ResponsiveImageFieldsFragment } from '@crumb/shared/shared-operations';
import { color } from '../theme/tokens';
import { fittedImageUrl } from './fitted-image-url';
import { resolveImageUrl } from './resolve-image-url';
import { responsiveSources } from './responsive-sources';

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`;

const fadeAway = keyframes`
  to {
    opacity: 0;
  }
`;

const SHIMMER_CYCLE_S = 1.4;
/**
 * Without the page's scripts nothing can tell CSS that the picture has arrived: the shimmer
 * then ends on its own after these few cycles (most pictures are in long before), rather than
 * running for good behind the picture and through its transparent parts.
 */
const SHIMMER_CYCLES = 3;

/*
 * The picture is never hidden: the server's HTML shows it the moment the browser has it,
 * before the scripts run (a load that happens before hydration reaches no React handler) and
 * without them. The shimmer is a layer under the picture, which covers it as it paints; once
 * the page's code knows the picture arrived the layer is gone, and without the code it fades
 * after a few cycles. What stays behind the picture (through a transparent PNG) is the plain
 * muted background.
 * The aspect ratio sits in the class (not an inline style) so a wrapping styled() can change it.
 */
const Frame = styled.span<{ $ratio: string; $loading: boolean }>`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${color('muted')};

  ${({ $loading }) =>
    $loading &&
    css`
      &::before {
        content: '';
        position: absolute;
        inset: 0;
        background-image: linear-gradient(90deg, ${color('muted')} 0%, ${color('card')} 50%, ${color('muted')} 100%);
        background-size: 200% 100%;
        animation:
          ${shimmer} ${SHIMMER_CYCLE_S}s ease-in-out ${SHIMMER_CYCLES},
          ${fadeAway} 0.4s ease-out ${SHIMMER_CYCLE_S * SHIMMER_CYCLES - 0.4}s forwards;
      }

      @media (prefers-reduced-motion: reduce) {
        &::before {
          display: none;
        }
      }
    `}

  /* <picture> only chooses the file: its image sizes itself against the frame. */
  & picture {
    display: contents;
  }

  /* The photo, the placeholder and an image given as fallback all fill the frame, above the
     shimmer (positioned, and after it). */
  & img {
    position: relative;
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const FallbackSlot = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError' | 'srcSet' | 'sizes' | 'fetchPriority'
>;

interface ImageWithFallbackProps extends ImageProps {
  /** A path from the API (relative or a full address); empty means there is no image. */
  src: string | null | undefined;
  alt: string;
  /** The frame's proportions: fixed before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** Shown when there is no image or it fails to load; a neutral placeholder by default. */
  fallback?: ReactNode;
  /**
   * The copies the server made of `src` (its GraphQL `...Info` field): the browser then fetches
   * the WebP (or fallback) copy that fits, and `width`/`height` give the original's size.
   */
  responsive?: ResponsiveImageFieldsFragment | null;
  /** How wide the image is shown (the `sizes` attribute), for the browser to choose a copy. */
  sizes?: string;
  /** The page's largest image: fetched first (fetchpriority high), preloaded, never lazy. */
  priority?: boolean;
  /**
   * Shown at most this many pixels wide, without `responsive` copies to choose from (a cart
   * line, a thumbnail): a stored upload is then fetched in the resized copy that fits.
   */
  fitWidth?: number;
}

type LoadResult = { url: string; loaded: boolean };

/**
 * An image shown as soon as the browser has it, over a shimmer while it loads, and a fallback
 * when missing or broken (docs/product.md#images).
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallback,
  responsive,
  sizes,
  priority = false,
  fitWidth,
  className,
  style,
  loading,
  decoding = 'async',
  ...imageProps
}: ImageWithFallbackProps) {
  // enableLazyLoading (docs/product.md#mobile-settings): on phones the owner may have the pictures below the fold load
  // with the page rather than as they scroll into view.
  const lazyOff = usePhoneSettings()?.enableLazyLoading === false;
  const url = fitWidth && !responsive ? fittedImageUrl(src, fitWidth) : resolveImageUrl(src);
  // Remembered per address, so a new src starts over in the loading state.
  const [result, setResult] = useState<LoadResult>();
  const settled = result?.url === url ? result : undefined;
  const failed = !url || settled?.loaded === false;
  const photoRef = useRef<HTMLImageElement>(null);

  // A server-rendered picture may have loaded, or failed, before React took the page over: its
  // load or error event is gone by then, so the element itself is asked once hydrated.
  useEffect(() => {
    const image = photoRef.current;
    // Still on its way: its load or error event will tell.
    if (!url || !image?.complete) return;
    if (image.naturalWidth > 0) {
      setResult({ url, loaded: true });
      return;
    }
    // Complete with no width: broken, or an SVG without a size of its own; decoding tells which.
    let current = true;
    image.decode().then(
      () => current && setResult({ url, loaded: true }),
      () => current && setResult({ url, loaded: false }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  const frameProps = { className, style, $ratio: `${width} / ${height}` };
  const sources = responsiveSources(src, responsive);

  // React puts the preload in the document head (during server rendering too), so the browser
  // asks for the hero before it reaches the <img>. Same arguments on every render: one link.
  if (priority && url && !failed) {
    if (sources) {
      preload(url, {
        as: 'image',
        type: 'image/webp',
        imageSrcSet: sources.webpSrcSet,
        imageSizes: sizes,
        fetchPriority: 'high',
      });
    } else {
      preload(url, { as: 'image', fetchPriority: 'high' });
    }
  }

  if (failed) {
    return (
      <Frame {...frameProps} $loading={false}>
        {fallback ? (
          <FallbackSlot
            role={alt ? 'img' : undefined}
            aria-label={alt || undefined}
            aria-hidden={alt ? undefined : true}
          >
            {fallback}
          </FallbackSlot>
        ) : (
          <img src={placeholderImage} alt={alt} width={width} height={height} />
        )}
      </Frame>
    );
  }

  const photo = (
    <img
      {...imageProps}
      ref={photoRef}
      loading={priority ? 'eager' : loading === 'lazy' && lazyOff ? 'eager' : loading}
      decoding={decoding}
      fetchPriority={priority ? 'high' : undefined}
      src={url}
      srcSet={sources?.fallbackSrcSet}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={sources?.width ?? width}
      height={sources?.height ?? height}
      onLoad={() => setResult({ url, loaded: true })}
      onError={() => setResult({ url, loaded: false })}
    />
  );

  return (
    <Frame {...frameProps} $loading={!settled}>
      {sources ? (
        <picture>
          <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
          {photo}
        </picture>
      ) : (
        photo
      )}
    </Frame>
  );
}
