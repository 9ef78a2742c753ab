import { render, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '../graphql/generated';
import { buildProduct, buildResponsiveImage, buildSettings, cakes } from '../testing/fixtures';
import { answerCatalog } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { storeMobileSettings } from '../testing/mobile-settings';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';
import { ImageWithFallback } from './image-with-fallback';

const photo = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const photoInfo = buildResponsiveImage(photo, 1500, 1000);

/** The `<source>` of the picture around an image (jsdom gives <source> no role). */
const webpSource = (image: HTMLElement) => image.closest('picture')?.querySelector('source[type="image/webp"]');

/** Draws the stored photo with its resized copies and returns its img, found by `alt`. */
function renderPhoto(props: Omit<ComponentProps<typeof ImageWithFallback>, 'src' | 'responsive'>) {
  render(<ImageWithFallback src={photo} responsive={photoInfo} {...props} />);
  return screen.getByRole('img', { name: props.alt });
}

describe('a stored image with resized copies', () => {
  it('offers the WebP copies to the browser, with the fallback format and the original size on the img', () => {
    const image = renderPhoto({ sizes: '50vw', alt: 'Cake', width: 4, height: 3, loading: 'lazy' });
    const source = webpSource(image);
    expect(source).toHaveAttribute('sizes', '50vw');
    const webpWidths = source
      ?.getAttribute('srcset')
      ?.split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(webpWidths).toEqual(['320w', '640w', '960w', '1280w', '1500w']);
    expect(source?.getAttribute('srcset')).toContain('/uploads/0123456789abcdef0123456789abcdef.w640.webp 640w');
    expect(image.getAttribute('srcset')).toContain('/uploads/0123456789abcdef0123456789abcdef.w1280.jpg 1280w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/uploads\/0123456789abcdef0123456789abcdef\.jpg$/));
    expect(image).toHaveAttribute('width', '1500');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('is shown as it is when it has no copies: a full address, an SVG, or copies of another image', () => {
    const withoutCopies = [
      { src: 'https://cdn.example.com/cake.jpg', responsive: null, alt: 'Remote' },
      { src: '/uploads/demo/cake.svg', alt: 'Artwork' },
      { src: 'data:image/png;base64,AAAA', responsive: photoInfo, alt: 'Phone hero' },
    ];
    render(
      <>
        {withoutCopies.map((image) => (
          <ImageWithFallback key={image.alt} {...image} sizes="50vw" width={4} height={3} />
        ))}
      </>,
    );

    for (const { alt: name } of withoutCopies) {
      const image = screen.getByRole('img', { name });
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      expect(image.closest('picture')).toBeNull();
      expect(image).toHaveAttribute('width', '4');
    }
  });

  it('is fetched first and preloaded when it is the page’s largest image, never lazily', () => {
    storeMobileSettings({ enableLazyLoading: true });
    const image = renderPhoto({ sizes: '100vw', priority: true, alt: 'Hero', width: 16, height: 9, loading: 'lazy' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="w1500.webp"]');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload).toHaveAttribute('type', 'image/webp');
  });
});

describe('pictures of the storefront', () => {
  it('the home hero is a full-width, eagerly fetched picture with its copies', async () => {
    const heroImage = '/uploads/fedcba9876543210fedcba9876543210.png';
    server.use(
      graphql.query(SiteSettingsDocument, () =>
        HttpResponse.json({
          data: { settings: buildSettings({ heroImage, heroImageInfo: buildResponsiveImage(heroImage, 2400, 1200) }) },
        }),
      ),
    );

    await renderRoute('/');

    const hero = await screen.findByRole('img', { name: 'Freshly baked cakes and sweets' });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('sizes', '100vw');
    expect(hero).toHaveAttribute('width', '2400');
    expect(webpSource(hero)?.getAttribute('srcset')).toContain('.w1920.webp 1920w');
  });

  it('product pictures are sized for the grid: the phone columns, 2 on tablets, 3 on large screens', async () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({ productsPerRow: 1 });
    const image = '/uploads/00112233445566778899aabbccddeeff.webp';
    const product = buildProduct(
      { id: '20', name: 'Rose Cake', image, imageInfo: buildResponsiveImage(image, 800, 600) },
      cakes,
    );
    server.use(answerCatalog([product]));

    await renderRoute('/products');

    const card = within(await screen.findByRole('article', { name: 'Rose Cake' }));
    const picture = card.getByRole('img', { name: 'Rose Cake' });
    expect(picture).toHaveAttribute('sizes', '(min-width: 64rem) min(33vw, 24rem), (min-width: 48rem) 50vw, 100vw');
    expect(webpSource(picture)?.getAttribute('srcset')).toMatch(
      /w320\.webp 320w, .*w640\.webp 640w, .*w800\.webp 800w$/,
    );
  });

  it("fetches the first screen's product pictures with the page, the first one first, and the rest as they scroll into view", async () => {
    const products = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name, index) =>
      buildProduct({ id: String(30 + index), name, image: `/uploads/${name.toLowerCase()}.png` }, cakes),
    );
    server.use(answerCatalog(products));

    await renderRoute('/products');

    await screen.findByRole('article', { name: 'One' });
    const pictures = products.map((product) => screen.getByRole('img', { name: product.name }));
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
