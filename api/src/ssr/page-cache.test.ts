import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

/** The read cache's side: a version that every clearing write moves on. */
function writes() {
  let version = 0;
  return { currentVersion: () => version, write: () => void (version += 1) };
}

describe('the page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a page until a write clears the read cache', () => {
    const readCache = writes();
    const pages = new PageCache<string>(readCache);
    pages.set('/products', '<html>', pages.currentVersion());
    expect(pages.get('/products')).toBe('<html>');

    readCache.write();
    expect(pages.get('/products')).toBeUndefined();
  });

  it('drops a page rendered while a write ran', () => {
    const readCache = writes();
    const pages = new PageCache<string>(readCache);
    const atStart = pages.currentVersion();
    readCache.write();
    pages.set('/products', '<html>', atStart);

    expect(pages.get('/products')).toBeUndefined();
  });

  it('lets a page expire after a minute', () => {
    vi.useFakeTimers();
    const pages = new PageCache<string>(writes());
    pages.set('/', '<html>', pages.currentVersion());
    vi.advanceTimersByTime(59_000);
    expect(pages.get('/')).toBe('<html>');
    vi.advanceTimersByTime(2_000);
    expect(pages.get('/')).toBeUndefined();
  });

  it('lets the oldest page go when full', () => {
    const pages = new PageCache<string>(writes(), 2);
    pages.set('/a', 'a', 0);
    pages.set('/b', 'b', 0);
    pages.set('/c', 'c', 0);
    expect([pages.get('/a'), pages.get('/b'), pages.get('/c')]).toEqual([undefined, 'b', 'c']);
  });
});
