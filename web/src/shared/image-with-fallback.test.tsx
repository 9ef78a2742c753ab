import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeMobileSettings } from '../testing/mobile-settings';
import { phoneWidth, setViewportWidth } from '../testing/viewport';
import { ImageWithFallback } from './image-with-fallback';

function renderPictures() {
  render(
    <>
      <ImageWithFallback src="/uploads/cake.jpg" alt="Below the fold" width={4} height={3} loading="lazy" />
      <ImageWithFallback src="/uploads/hero.jpg" alt="Above the fold" width={4} height={3} />
    </>,
  );
  return {
    below: screen.getByRole('img', { name: 'Below the fold' }),
    above: screen.getByRole('img', { name: 'Above the fold' }),
  };
}

describe('lazy loading of pictures (SPEC §3 enableLazyLoading)', () => {
  it('loads the pictures below the fold lazily on phones by default', () => {
    setViewportWidth(phoneWidth);

    const { below, above } = renderPictures();

    expect(below).toHaveAttribute('loading', 'lazy');
    expect(above).not.toHaveAttribute('loading');
  });

  it('loads them with the page on phones when the owner switched lazy loading off', () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({ enableLazyLoading: false });

    const { below, above } = renderPictures();

    expect(below).toHaveAttribute('loading', 'eager');
    expect(above).not.toHaveAttribute('loading');
  });

  it('keeps lazy loading on wider screens, which the setting does not concern', () => {
    storeMobileSettings({ enableLazyLoading: false });

    expect(renderPictures().below).toHaveAttribute('loading', 'lazy');
  });
});
