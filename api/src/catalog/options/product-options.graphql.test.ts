import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../../test/graphql-request';
import { useTestApp } from '../../../test/use-test-app';
import { cakeSizesInput } from './option-group-fixtures';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);
const shopper = graphqlClient(t);

const OPTIONS = `options { id name required maxChoices translation(language: ar) { name }
  choices { id name priceDelta available translation(language: ar) { name } } }`;
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { id price priceFrom priceTo ${OPTIONS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id price priceFrom priceTo ${OPTIONS} } }`;

const size = cakeSizesInput();
const extras = {
  name: 'Extras',
  maxChoices: 2,
  choices: [
    { name: 'Candles', priceDelta: 0.5 },
    { name: 'Gift box', priceDelta: 1 },
  ],
};

async function categoryId(): Promise<string> {
  const { data } = await graphql('mutation { createCategory(input: { name: "Option cakes" }) { id } }');
  return data.createCategory.id;
}

describe('option groups of a product over GraphQL', () => {
  it('are created with the product, in order, and give the range of prices a line can have', async () => {
    const { data, errors } = await graphql(CREATE, {
      input: { name: 'Chocolate Fudge Cake', price: 12, categoryId: await categoryId(), options: [size, extras] },
    });
    expect(errors).toBeUndefined();
    const product = data.createProduct;
    expect(product).toMatchObject({ price: 12, priceFrom: 12, priceTo: 21 });
    expect(product.options).toMatchObject([
      {
        name: 'Size',
        required: true,
        maxChoices: 1,
        translation: { name: 'الحجم' },
        choices: [
          { name: '6 inch', priceDelta: 0, available: true, translation: { name: '6 إنش' } },
          { name: '8 inch', priceDelta: 4 },
          { name: '10 inch', priceDelta: 7.5, translation: { name: '' } },
        ],
      },
      { name: 'Extras', required: false, maxChoices: 2, choices: [{ name: 'Candles' }, { name: 'Gift box' }] },
    ]);

    const read = await shopper(`query ($id: ID!) { product(id: $id) { ${OPTIONS} } }`, { id: product.id });
    expect(read.data.product.options).toEqual(product.options);
  });

  it('keep their ids when sent back with them, take new ones without, and lose the ones left out', async () => {
    const { data } = await graphql(CREATE, {
      input: { name: 'Vanilla Cake', price: 10, categoryId: await categoryId(), options: [size, extras] },
    });
    const [storedSize, storedExtras] = data.createProduct.options;
    const eight = storedSize.choices[1];

    const { data: updated, errors } = await graphql(UPDATE, {
      id: data.createProduct.id,
      input: {
        options: [
          {
            id: storedExtras.id,
            name: 'Add-ons',
            maxChoices: 1,
            choices: [{ id: storedExtras.choices[0].id, name: 'Candles', priceDelta: 0.75, available: false }],
          },
          {
            id: storedSize.id,
            name: 'Size',
            required: true,
            choices: [
              { id: eight.id, name: '8 inch (serves 12)', priceDelta: 4 },
              { name: '12 inch', priceDelta: 11 },
            ],
          },
        ],
      },
    });
    expect(errors).toBeUndefined();
    const [addOns, sizes] = updated.updateProduct.options;
    expect(addOns).toMatchObject({
      id: storedExtras.id,
      name: 'Add-ons',
      choices: [{ id: storedExtras.choices[0].id, priceDelta: 0.75, available: false }],
    });
    expect(sizes.id).toBe(storedSize.id);
    expect(sizes.choices.map((choice: { name: string }) => choice.name)).toEqual(['8 inch (serves 12)', '12 inch']);
    expect(sizes.choices[0].id).toBe(eight.id);
    expect(sizes.choices[1].id).not.toBe(storedSize.choices[2].id);
    // The sold-out candles do not count towards the prices a shopper can pay.
    expect(updated.updateProduct).toMatchObject({ priceFrom: 14, priceTo: 21 });

    const { data: kept } = await graphql(UPDATE, { id: data.createProduct.id, input: { price: 11 } });
    expect(kept.updateProduct.options).toHaveLength(2);
    const { data: cleared } = await graphql(UPDATE, { id: data.createProduct.id, input: { options: [] } });
    expect(cleared.updateProduct).toMatchObject({ options: [], priceFrom: 11, priceTo: 11 });
  });

  it.each([
    ['a group without choices', [{ name: 'Size', choices: [] }], 'Size needs at least one choice'],
    ['a blank name', [{ name: ' ', choices: [{ name: 'A' }] }], 'Option name is required'],
    [
      'nothing to pick',
      [{ name: 'Extras', maxChoices: 0, choices: [{ name: 'A' }, { name: 'B' }] }],
      'Extras: how many may be picked is a whole number from 1 to 30',
    ],
    [
      'a line that could cost less than nothing',
      [{ name: 'Size', choices: [{ name: 'Mini', priceDelta: -12.001 }] }],
      'With these choices Refused Cake could cost less than 0.000 BD',
    ],
  ])('refuse %s, naming what is wrong', async (_, options, message) => {
    const { errors } = await graphql(CREATE, {
      input: { name: 'Refused Cake', price: 12, categoryId: await categoryId(), options },
    });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("refuse a price that the groups' choices would take below nothing, and another product's ids", async () => {
    const category = await categoryId();
    const { data } = await graphql(CREATE, {
      input: {
        name: 'Small Cake',
        price: 5,
        categoryId: category,
        options: [{ name: 'Size', required: true, choices: [{ name: 'Mini', priceDelta: -4 }] }],
      },
    });
    const lowered = await graphql(UPDATE, { id: data.createProduct.id, input: { price: 3.999 } });
    expect(lowered.errors?.[0]?.message).toBe('With these choices Small Cake could cost less than 0.000 BD');

    const { data: other } = await graphql(CREATE, {
      input: { name: 'Other Cake', price: 5, categoryId: category, options: [extras] },
    });
    const stolen = await graphql(UPDATE, {
      id: data.createProduct.id,
      input: { options: [{ id: other.createProduct.options[0].id, name: 'Extras', choices: [{ name: 'A' }] }] },
    });
    expect(stolen.errors?.[0]).toMatchObject({
      message: `Option ${other.createProduct.options[0].id} is not one of Small Cake's`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
