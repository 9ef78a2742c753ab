import { describe, expect, it } from 'vitest';
import { catalogHref, readCatalogAddress } from './catalog-address';

const read = (search: string) => readCatalogAddress(new URLSearchParams(search));

describe('the products page address', () => {
  it('reads the category, the search words and the page', () => {
    expect(read('category=3&q=%20kunafa%20&page=2')).toEqual({ category: '3', q: 'kunafa', page: 2 });
    expect(read('')).toEqual({ category: null, q: '', page: 1 });
  });

  it('reads a page that is no whole number above 1 as the first', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('writes only what differs from the whole first page, and reads back what it wrote', () => {
    expect(catalogHref({ category: null, q: '', page: 1 })).toBe('/products');
    const address = { category: 'Celebration Cakes', q: 'كنافة & more', page: 3 };
    const href = catalogHref(address);
    expect(href).toBe('/products?category=Celebration+Cakes&q=%D9%83%D9%86%D8%A7%D9%81%D8%A9+%26+more&page=3');
    expect(readCatalogAddress(new URL(href, 'https://shop.test').searchParams)).toEqual(address);
  });
});
