import { describe, expect, it } from 'vitest';
import { emptyProductValues, isProductComplete, productVariables, type ProductFormValues } from './product-form-values';

const complete: ProductFormValues = {
  ...emptyProductValues,
  name: 'Red Velvet Cake',
  price: '4.5',
  categoryId: '1',
};

describe('the admin product form values (SPEC §5)', () => {
  it('needs a name, a category and a price greater than 0', () => {
    expect(isProductComplete(complete)).toBe(true);
    expect(isProductComplete({ ...complete, name: '   ' })).toBe(false);
    expect(isProductComplete({ ...complete, categoryId: '' })).toBe(false);
    for (const price of ['', '0', '-1', 'abc', '  ']) {
      expect(isProductComplete({ ...complete, price })).toBe(false);
    }
    expect(isProductComplete({ ...complete, price: '0.001' })).toBe(true);
  });

  it('sends trimmed texts, the price as a number, and an image only when one was chosen', () => {
    expect(
      productVariables({ ...complete, name: ' Red Velvet Cake ', description: ' Cream cheese frosting\n', featured: true }),
    ).toEqual({
      input: {
        name: 'Red Velvet Cake',
        description: 'Cream cheese frosting',
        price: 4.5,
        categoryId: '1',
        featured: true,
      },
      image: undefined,
    });
    const image = new File(['png'], 'cake.png', { type: 'image/png' });
    expect(productVariables({ ...complete, image }).image).toBe(image);
  });
});
