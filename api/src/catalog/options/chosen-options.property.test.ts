import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidInputError } from '../../errors/domain-errors';
import { highestUnitPriceFils, lowestUnitPriceFils } from '@crumb/shared/product-options';
import { chooseOptions, type OptionTerms, type ProductTerms } from './chosen-options';

const product: ProductTerms = { name: 'Chocolate Fudge Cake', nameAr: 'كعكة الشوكولاتة', priceFils: 12_000 };

/** The cake's required size group (id 1, pick one) with these choices, as the fixed cases below name it. */
function sizeGroup(choices: OptionTerms['choices']): OptionTerms {
  return { id: 1, name: 'Size', nameAr: 'الحجم', required: true, maxChoices: 1, choices };
}

/**
 * Groups with unique choice ids, every choice available, none able to take a line below 0.000
 * BD: the shape an owner can save (product-option-writes.ts refuses the rest).
 */
const optionsArbitrary = fc
  .array(
    fc.record({
      required: fc.boolean(),
      maxChoices: fc.integer({ min: 1, max: 4 }),
      deltas: fc.array(fc.integer({ min: -3_000, max: 9_000 }), { minLength: 1, maxLength: 5 }),
    }),
    { maxLength: 4 },
  )
  .map((groups): OptionTerms[] =>
    groups.map((group, g) => ({
      id: g + 1,
      name: `Group ${g}`,
      nameAr: '',
      required: group.required,
      maxChoices: group.maxChoices,
      choices: group.deltas.map((priceDeltaFils, c) => ({
        id: (g + 1) * 100 + c,
        name: `Choice ${g}.${c}`,
        nameAr: '',
        priceDeltaFils,
        available: true,
      })),
    })),
  )
  .filter((options) => lowestUnitPriceFils(product.priceFils, options) >= 0);

/** A valid pick for each group: at least one in a required group, never more than it allows. */
const validPickArbitrary = optionsArbitrary.chain((options) =>
  fc
    .tuple(
      ...options.map((option) =>
        fc.subarray(
          option.choices.map((choice) => choice.id),
          { minLength: option.required ? 1 : 0, maxLength: Math.min(option.maxChoices, option.choices.length) },
        ),
      ),
    )
    .map((picks) => ({ options, choiceIds: picks.flat() })),
);

describe('a line with choices', () => {
  it('costs the product price plus every chosen difference, between the lowest and highest price the product shows', () => {
    fc.assert(
      fc.property(validPickArbitrary, ({ options, choiceIds }) => {
        const line = chooseOptions(product, options, choiceIds, 'en');
        const deltas = options
          .flatMap((option) => option.choices)
          .filter((choice) => choiceIds.includes(choice.id))
          .reduce((sum, choice) => sum + choice.priceDeltaFils, 0);
        expect(line.unitPriceFils).toBe(product.priceFils + deltas);
        expect(line.unitPriceFils).toBeGreaterThanOrEqual(0);
        expect(line.choices.map((choice) => choice.choiceId).sort()).toEqual([...choiceIds].sort());
        expect(line.unitPriceFils).toBeGreaterThanOrEqual(lowestUnitPriceFils(product.priceFils, options));
        expect(line.unitPriceFils).toBeLessThanOrEqual(highestUnitPriceFils(product.priceFils, options));
      }),
    );
  });

  it('reaches the lowest and the highest price it shows, so "from" is a price a shopper can pay', () => {
    fc.assert(
      fc.property(optionsArbitrary, (options) => {
        const cheapest = options.flatMap((option) => {
          const sorted = [...option.choices].sort((a, b) => a.priceDeltaFils - b.priceDeltaFils);
          const negatives = sorted.filter((choice) => choice.priceDeltaFils < 0).slice(0, option.maxChoices);
          return negatives.length ? negatives : option.required ? sorted.slice(0, 1) : [];
        });
        const line = chooseOptions(
          product,
          options,
          cheapest.map((choice) => choice.id),
          'en',
        );
        expect(line.unitPriceFils).toBe(lowestUnitPriceFils(product.priceFils, options));
      }),
    );
  });

  it('keeps each choice as sold: both names and its price difference', () => {
    const options = [sizeGroup([{ id: 11, name: '8 inch', nameAr: '8 إنش', priceDeltaFils: 4_000, available: true }])];
    expect(chooseOptions(product, options, [11], 'ar').choices).toEqual([
      {
        optionId: 1,
        option: 'Size',
        optionAr: 'الحجم',
        choiceId: 11,
        choice: '8 inch',
        choiceAr: '8 إنش',
        priceDeltaFils: 4_000,
      },
    ]);
  });
});

describe('a line with choices is refused', () => {
  const options: OptionTerms[] = [
    sizeGroup([
      { id: 11, name: '6 inch', nameAr: '6 إنش', priceDeltaFils: 0, available: true },
      { id: 12, name: '8 inch', nameAr: '8 إنش', priceDeltaFils: 4_000, available: false },
    ]),
    {
      id: 2,
      name: 'Extras',
      nameAr: 'إضافات',
      required: false,
      maxChoices: 2,
      choices: [
        { id: 21, name: 'Candles', nameAr: 'شموع', priceDeltaFils: 500, available: true },
        { id: 22, name: 'Gift box', nameAr: 'علبة هدية', priceDeltaFils: 1_000, available: true },
        { id: 23, name: 'Sparklers', nameAr: 'ألعاب نارية', priceDeltaFils: 800, available: true },
      ],
    },
  ];
  const refusal = (choiceIds: number[], language: 'en' | 'ar' = 'en') => {
    try {
      chooseOptions(product, options, choiceIds, language);
    } catch (error) {
      return error;
    }
    throw new Error('not refused');
  };

  it('without a choice in a required group, naming the group', () => {
    const error = refusal([21]);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as Error).message).toBe('Choose Size for Chocolate Fudge Cake');
    expect((refusal([], 'ar') as Error).message).toBe('Choose الحجم for كعكة الشوكولاتة');
  });

  it('with more choices in a group than it allows', () => {
    const error = refusal([11, 21, 22, 23]);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as Error).message).toBe('Choose at most 2 of Extras for Chocolate Fudge Cake');
  });

  it("with a choice of another product's", () => {
    const error = refusal([11, 999]);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as Error).message).toBe("Choice 999 is not one of Chocolate Fudge Cake's choices");
  });

  it('with a sold-out choice, as a conflict', () => {
    const error = refusal([12]);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe('Chocolate Fudge Cake: 8 inch (Size) is sold out');
  });
});
