export type CategoryTone = 'pink' | 'blue';

/**
 * docs/product.md#home-page: a category card without an image is pink when its name mentions cake or flavor,
 * blue otherwise. The British spelling 'flavour' counts as the same word.
 */
export function categoryTone(categoryName: string): CategoryTone {
  return /cake|flavou?r/i.test(categoryName) ? 'pink' : 'blue';
}
