import { describe, expect, it } from 'vitest';
import { categoryTone } from './category-tone';

describe('categoryTone (a category card without an image)', () => {
  it('is pink when the name mentions cake or flavor, in any letter case', () => {
    for (const name of ['Birthday Cakes', 'CUPCAKES', 'Flavored Syrups', 'Flavours']) {
      expect(categoryTone(name), name).toBe('pink');
    }
  });

  it('is blue for every other name', () => {
    for (const name of ['Baking Mixes', 'Sweets']) expect(categoryTone(name), name).toBe('blue');
  });
});
