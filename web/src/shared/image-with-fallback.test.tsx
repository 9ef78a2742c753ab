import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import placeholderImage from '../assets/image-placeholder.svg';
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

describe('lazy loading of pictures (the enableLazyLoading phone setting)', () => {
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

describe('showing a picture', () => {
  it('shows the picture from the first paint: nothing waits for its load event to make it visible', () => {
    render(<ImageWithFallback src="/uploads/cake.jpg" alt="Cake" width={4} height={3} />);

    const image = screen.getByRole('img', { name: 'Cake' });
    for (let node: HTMLElement | null = image; node; node = node.parentElement) {
      expect(getComputedStyle(node).opacity, node.tagName).not.toBe('0');
      expect(getComputedStyle(node).visibility, node.tagName).not.toBe('hidden');
    }
  });

  it('switches to the fallback once hydrated when the server-rendered picture broke before the scripts ran', async () => {
    const picture = <ImageWithFallback src="/uploads/gone.jpg" alt="Gone" width={4} height={3} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(picture);
    document.body.append(container);
    // As the browser leaves a broken image: done, with no size, and nothing to decode.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.reject(new Error('EncodingError')),
    });

    try {
      await act(async () => {
        hydrateRoot(container, picture);
      });

      expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('src', placeholderImage);
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
      container.remove();
    }
  });
});
