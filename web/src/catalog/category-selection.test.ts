import { describe, expect, it } from 'vitest';
import { matchesCategory } from './category-selection';

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
