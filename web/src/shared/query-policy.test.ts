import { describe, expect, it } from 'vitest';
import { fetchPolicyFor, freshForMs, recordAnswer } from './query-policy';

describe('query freshness', () => {
  it('reads from the cache while an answer is fresh, and refetches after', () => {
    const now = 1_000_000;
    recordAnswer('SiteSettings', now - freshForMs.settings + 1);
    expect(fetchPolicyFor('SiteSettings', freshForMs.settings, now)).toBe('cache-first');
    recordAnswer('SiteSettings', now - freshForMs.settings);
    expect(fetchPolicyFor('SiteSettings', freshForMs.settings, now)).toBe('cache-and-network');
  });

  it('keeps products fresh for one minute only', () => {
    const now = 1_000_000;
    recordAnswer('CatalogProducts', now - 61_000);
    expect(fetchPolicyFor('CatalogProducts', freshForMs.products, now)).toBe('cache-and-network');
    expect(fetchPolicyFor('CatalogProducts', freshForMs.settings, now)).toBe('cache-first');
  });

  it('fetches what was never answered', () => {
    expect(fetchPolicyFor('HomepageCategories', freshForMs.categories)).toBe('cache-and-network');
  });
});
