import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { cakeSizesInput } from '../catalog/options/option-group-fixtures';
import { outboxMails } from '../mail/testing/outbox';
import { orderPayload } from './order-testing';

const t = useTestApp({ admin: true });
const owner = graphqlClient(t, () => t.admin);
const shopper = graphqlClient(t);

const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { orderId total } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { subtotal total items { name price quantity lineTotal message
  choices { option choice priceDelta } ar: translation(language: ar) { name choices { option choice } } } } }`;

interface Cake {
  id: string;
  size: { id: string; choices: Array<{ id: string }> };
  extras: { id: string; choices: Array<{ id: string }> };
}
let cake: Cake;
let plainId: string;

beforeAll(async () => {
  const category = (await owner('mutation { createCategory(input: { name: "Choice cakes" }) { id } }')).data
    .createCategory.id;
  const { data, errors } = await owner(
    `mutation ($input: ProductInput!) { createProduct(input: $input) { id options { id choices { id } } } }`,
    {
      input: {
        name: 'Chocolate Fudge Cake',
        ar: { name: 'كعكة الشوكولاتة' },
        price: 12,
        categoryId: category,
        messageMaxLength: 40,
        options: [
          cakeSizesInput({ tenInchSoldOut: true }),
          {
            name: 'Extras',
            nameAr: 'إضافات',
            maxChoices: 2,
            choices: [
              { name: 'Candles', nameAr: 'شموع', priceDelta: 0.5 },
              { name: 'Gift box', priceDelta: 1.25 },
              { name: 'Sparklers', priceDelta: 2 },
            ],
          },
        ],
      },
    },
  );
  expect(errors).toBeUndefined();
  const [size, extras] = data.createProduct.options;
  cake = { id: data.createProduct.id, size, extras };
  plainId = (
    await owner(
      `mutation { createProduct(input: { name: "Plain Loaf", price: 1.5, categoryId: "${category}" }) { id } }`,
    )
  ).data.createProduct.id;
});

describe('an order of a product with choices', () => {
  it('is priced from the stored choices, keeps the same cake in two sizes as two lines, and keeps the choices as sold', async () => {
    const eight = cake.size.choices[1]!.id;
    const six = cake.size.choices[0]!.id;
    const candles = cake.extras.choices[0]!.id;
    const { data, errors } = await shopper(CREATE_ORDER, {
      input: orderPayload([
        { productId: cake.id, quantity: 1, choiceIds: [candles, eight], message: 'Happy Birthday Sara' },
        { productId: cake.id, quantity: 2, choiceIds: [six] },
        { productId: cake.id, quantity: 1, choiceIds: [eight, candles], message: 'Happy Birthday Sara' },
        { productId: plainId, quantity: 1 },
      ]),
    });
    expect(errors).toBeUndefined();
    // (12 + 4 + 0.5) x 2 + 12 x 2 + 1.5 = 58.5, and 2.000 delivery.
    expect(data.createOrder.total).toBe(60.5);

    // The owner's mail says what to bake: each line's choices by group, then its message.
    const mail = (await outboxMails(t)).at(-1)!;
    expect(mail.text).toContain(
      [
        '- Chocolate Fudge Cake x 2: 24.000 BD',
        '  Size: 6 inch',
        '- Chocolate Fudge Cake x 2: 33.000 BD',
        '  Size: 8 inch',
        '  Extras: Candles',
        '  Message: "Happy Birthday Sara"',
        '- Plain Loaf x 1: 1.500 BD',
      ].join('\n'),
    );

    // An edit after the order changes nothing in it.
    await owner(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: cake.id,
      input: { price: 20, options: [{ name: 'Size', required: true, choices: [{ name: 'One size' }] }] },
    });

    const stored = await owner(ORDER, { id: data.createOrder.orderId });
    expect(stored.data.order.subtotal).toBe(58.5);
    expect(stored.data.order.items).toEqual([
      {
        name: 'Chocolate Fudge Cake',
        price: 12,
        quantity: 2,
        lineTotal: 24,
        message: null,
        choices: [{ option: 'Size', choice: '6 inch', priceDelta: 0 }],
        ar: { name: 'كعكة الشوكولاتة', choices: [{ option: 'الحجم', choice: '6 إنش' }] },
      },
      {
        name: 'Chocolate Fudge Cake',
        price: 16.5,
        quantity: 2,
        lineTotal: 33,
        message: 'Happy Birthday Sara',
        choices: [
          { option: 'Size', choice: '8 inch', priceDelta: 4 },
          { option: 'Extras', choice: 'Candles', priceDelta: 0.5 },
        ],
        ar: {
          name: 'كعكة الشوكولاتة',
          choices: [
            { option: 'الحجم', choice: '8 إنش' },
            { option: 'إضافات', choice: 'شموع' },
          ],
        },
      },
      {
        name: 'Plain Loaf',
        price: 1.5,
        quantity: 1,
        lineTotal: 1.5,
        message: null,
        choices: [],
        ar: { name: '', choices: [] },
      },
    ]);
  });
});

describe('an order of a product with choices is refused', () => {
  beforeAll(async () => {
    // The first test changed the cake's groups: put the refusals' groups back.
    const { data } = await owner(
      `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { options { id choices { id } } } }`,
      {
        id: cake.id,
        input: {
          options: [
            {
              name: 'Size',
              required: true,
              choices: [{ name: '6 inch' }, { name: '8 inch', priceDelta: 4 }, { name: '10 inch', available: false }],
            },
            {
              name: 'Extras',
              maxChoices: 2,
              choices: [{ name: 'Candles' }, { name: 'Gift box' }, { name: 'Sparklers' }],
            },
          ],
        },
      },
    );
    [cake.size, cake.extras] = data.updateProduct.options;
  });

  it.each([
    [
      'without its required group, naming the group',
      () => [],
      'BAD_USER_INPUT',
      'Choose Size for Chocolate Fudge Cake',
    ],
    [
      'with more add-ons than the group allows',
      () => [cake.size.choices[0]!.id, ...cake.extras.choices.map((choice) => choice.id)],
      'BAD_USER_INPUT',
      'Choose at most 2 of Extras for Chocolate Fudge Cake',
    ],
    [
      "with another product's choice",
      () => [cake.size.choices[0]!.id, '999999'],
      'BAD_USER_INPUT',
      "Choice 999999 is not one of Chocolate Fudge Cake's choices",
    ],
    [
      'with a sold-out choice',
      () => [cake.size.choices[2]!.id],
      'CONFLICT',
      'Chocolate Fudge Cake: 10 inch (Size) is sold out',
    ],
  ])('%s', async (_, choiceIds, code, message) => {
    const { errors } = await shopper(CREATE_ORDER, {
      input: orderPayload([{ productId: cake.id, quantity: 1, choiceIds: choiceIds() }]),
    });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it('with a choice on a product sold without any', async () => {
    const { errors } = await shopper(CREATE_ORDER, {
      input: orderPayload([{ productId: plainId, quantity: 1, choiceIds: [cake.size.choices[0]!.id] }]),
    });
    expect(errors?.[0]).toMatchObject({
      message: `Choice ${cake.size.choices[0]!.id} is not one of Plain Loaf's choices`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
