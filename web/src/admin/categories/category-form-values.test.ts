import { describe, expect, it } from 'vitest';
import { categoryVariables, emptyCategoryValues, hasCategoryName } from './category-form-values';

describe('the admin category form values', () => {
  it('starts shown on the homepage', () => {
    expect(emptyCategoryValues.showOnHomepage).toBe(true);
  });

  it('needs a name that is not blank', () => {
    expect(hasCategoryName({ ...emptyCategoryValues, name: 'Cakes' })).toBe(true);
    expect(hasCategoryName({ ...emptyCategoryValues, name: '  ' })).toBe(false);
  });

  it('needs the English name: an Arabic one alone is not enough', () => {
    expect(hasCategoryName({ ...emptyCategoryValues, nameAr: 'كيك' })).toBe(false);
  });

  it('sends trimmed texts, English at the top level and Arabic under ar, and images only when new ones were chosen', () => {
    const image = new File(['png'], 'cakes.png', { type: 'image/png' });
    expect(
      categoryVariables({
        ...emptyCategoryValues,
        name: ' Cakes ',
        description: ' For parties ',
        nameAr: ' كيك ',
        descriptionAr: ' للحفلات ',
        image,
        showOnHomepage: false,
      }),
    ).toEqual({
      input: {
        name: 'Cakes',
        description: 'For parties',
        ar: { name: 'كيك', description: 'للحفلات' },
        showOnHomepage: false,
      },
      image,
      displayImage: undefined,
    });
  });
});
