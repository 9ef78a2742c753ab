import { describe, expect, it } from 'vitest';
import { categoryTone } from './category-tone';

describe('categoryTone (SPEC §2 category card without an image)', () => {
  it('is pink when the name mentions cake or flavor, in any letter case', () => {
    expect(categoryTone('Birthday Cakes')).toBe('pink');
    expect(categoryTone('CUPCAKES')).toBe('pink');
    expect(categoryTone('Flavored Syrups')).toBe('pink');
    expect(categoryTone('Flavours')).toBe('pink');
  });

  it('is blue for every other name', () => {
    expect(categoryTone('Baking Mixes')).toBe('blue');
    expect(categoryTone('Sweets')).toBe('blue');
  });
});
