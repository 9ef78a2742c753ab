import { describe, expect, it } from 'vitest';
import { absoluteAddress, addressIn, languageAlternates } from './seo-addresses';

const origin = 'https://shop.example';

describe("a page's addresses for search engines", () => {
  it('name the language by the lang parameter, keeping the rest of the query', () => {
    const page = { pathname: '/products', search: '?category=2&lang=en' };
    expect(addressIn(origin, page, 'ar')).toBe('https://shop.example/products?category=2&lang=ar');
    expect(addressIn(origin, page, null)).toBe('https://shop.example/products?category=2');
  });

  it('list each language and x-default (the shopper’s own choice) as alternates', () => {
    expect(languageAlternates(origin, { pathname: '/', search: '' })).toEqual([
      { hrefLang: 'en', href: 'https://shop.example/?lang=en' },
      { hrefLang: 'ar', href: 'https://shop.example/?lang=ar' },
      { hrefLang: 'x-default', href: 'https://shop.example/' },
    ]);
  });

  it('make image paths absolute and keep full addresses', () => {
    expect(absoluteAddress(origin, '/uploads/cake.webp')).toBe('https://shop.example/uploads/cake.webp');
    expect(absoluteAddress(origin, 'https://cdn.example/cake.jpg')).toBe('https://cdn.example/cake.jpg');
    expect(absoluteAddress(origin, undefined)).toBeUndefined();
  });
});
