import { describe, expect, it } from 'vitest';
import { matchesCategory, productsInCategory } from './category-selection';

const cakes = { id: '7', name: 'Cakes' };

describe('matchesCategory (the ?category of the products page)', () => {
  it('matches by the id as text', () => {
    expect(matchesCategory(cakes, '7')).toBe(true);
  });

  it('matches by the numeric id, however it is written', () => {
    expect(matchesCategory(cakes, '07')).toBe(true);
    expect(matchesCategory(cakes, '7.0')).toBe(true);
  });

  it('matches by the category name in any letter case', () => {
    expect(matchesCategory(cakes, 'Cakes')).toBe(true);
    expect(matchesCategory(cakes, 'cakes')).toBe(true);
  });

  it('does not match another id, another name or nothing', () => {
    expect(matchesCategory(cakes, '8')).toBe(false);
    expect(matchesCategory(cakes, 'Sweets')).toBe(false);
    expect(matchesCategory(cakes, '')).toBe(false);
    expect(matchesCategory({ id: '0', name: 'Zero' }, ' ')).toBe(false);
  });
});

describe('productsInCategory', () => {
  const products = [
    { name: 'Red Velvet', categoryId: '7', category: { name: 'Cakes' } },
    { name: 'Brownie Mix', categoryId: '8', category: { name: 'Baking Mixes' } },
  ];

  it('keeps every product when no category is selected', () => {
    expect(productsInCategory(products, null)).toEqual(products);
  });

  it('keeps the products of the selected category, chosen by id or name', () => {
    expect(productsInCategory(products, '8').map((product) => product.name)).toEqual(['Brownie Mix']);
    expect(productsInCategory(products, 'cakes').map((product) => product.name)).toEqual(['Red Velvet']);
  });
});
