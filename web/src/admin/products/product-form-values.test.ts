import { describe, expect, it } from 'vitest';
import {
  emptyProductValues,
  isMessageLengthValid,
  isProductComplete,
  productFormValues,
  productVariables,
  type AdminProduct,
  type ProductFormValues,
} from './product-form-values';

const complete: ProductFormValues = {
  ...emptyProductValues,
  name: 'Red Velvet Cake',
  price: '4.5',
  categoryId: '1',
};

describe('the admin product form values', () => {
  it('needs a name, a category and a price greater than 0', () => {
    expect(isProductComplete(complete)).toBe(true);
    expect(isProductComplete({ ...complete, name: '   ' })).toBe(false);
    expect(isProductComplete({ ...complete, categoryId: '' })).toBe(false);
    for (const price of ['', '0', '-1', 'abc', '  ']) {
      expect(isProductComplete({ ...complete, price })).toBe(false);
    }
    expect(isProductComplete({ ...complete, price: '0.001' })).toBe(true);
  });

  it('needs no Arabic name: only the English one is required', () => {
    expect(isProductComplete({ ...complete, nameAr: '' })).toBe(true);
    expect(isProductComplete({ ...complete, name: '', nameAr: 'كيكة ريد فيلفت' })).toBe(false);
  });

  it('sends trimmed texts, English at the top level and Arabic under ar, the price as a number, and an image only when one was chosen', () => {
    expect(
      productVariables({
        ...complete,
        name: ' Red Velvet Cake ',
        description: ' Cream cheese frosting\n',
        nameAr: ' كيكة ريد فيلفت ',
        descriptionAr: 'بكريمة الجبن ',
        featured: true,
      }),
    ).toEqual({
      input: {
        name: 'Red Velvet Cake',
        description: 'Cream cheese frosting',
        ar: { name: 'كيكة ريد فيلفت', description: 'بكريمة الجبن' },
        price: 4.5,
        categoryId: '1',
        featured: true,
        messageMaxLength: 0,
        // Sold as it is: no groups of choices (which removes any it had).
        options: [],
      },
      image: undefined,
    });
    // An emptied Arabic text is sent as '', which empties it on the server (null would keep it).
    expect(productVariables(complete).input.ar).toEqual({ name: '', description: '' });
    const image = new File(['png'], 'cake.png', { type: 'image/png' });
    expect(productVariables({ ...complete, image }).image).toBe(image);
  });

  it("fills the form from each language's stored texts, not from the answered name", () => {
    const product = {
      id: '10',
      // Answered in Arabic: the English description where there is no Arabic one.
      name: 'كيكة ريد فيلفت',
      description: 'Cream cheese frosting',
      en: { name: 'Red Velvet Cake', description: 'Cream cheese frosting' },
      ar: { name: 'كيكة ريد فيلفت', description: '' },
      price: 4.5,
      categoryId: '1',
      featured: true,
      options: [] as AdminProduct['options'],
    } as AdminProduct;
    expect(productFormValues(product)).toMatchObject({
      name: 'Red Velvet Cake',
      description: 'Cream cheese frosting',
      nameAr: 'كيكة ريد فيلفت',
      descriptionAr: '',
    });
  });

  it('takes a message of 1 to 200 characters when ticked, sent as messageMaxLength; unticked sends 0, none', () => {
    const takes = { ...complete, takesMessage: true, messageMaxLength: '30' };
    expect(isProductComplete(takes)).toBe(true);
    expect(productVariables(takes).input.messageMaxLength).toBe(30);
    for (const messageMaxLength of ['', '0', '201', '2.5', 'abc']) {
      expect(isMessageLengthValid({ ...takes, messageMaxLength })).toBe(false);
      expect(isProductComplete({ ...takes, messageMaxLength })).toBe(false);
    }
    expect(isProductComplete({ ...complete, takesMessage: false, messageMaxLength: 'abc' })).toBe(true);
    expect(productVariables({ ...takes, takesMessage: false }).input.messageMaxLength).toBe(0);
    const product = {
      en: { name: 'Cake', description: '' },
      ar: { name: '', description: '' },
      price: 5,
      categoryId: '1',
      featured: false,
      messageMaxLength: 25,
      options: [] as AdminProduct['options'],
    } as AdminProduct;
    expect(productFormValues(product)).toMatchObject({ takesMessage: true, messageMaxLength: '25' });
    expect(productFormValues({ ...product, messageMaxLength: null })).toMatchObject({ takesMessage: false });
  });
});
