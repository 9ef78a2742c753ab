import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AdminOrderEditDaysDocument,
  AdminOrderForEditDocument,
  AdminOrderProductSearchDocument,
  AdminOrdersDocument,
  AdminUpdateOrderDocument,
  type AdminOrderForEditQuery,
  type AdminUpdateOrderMutationVariables,
} from '../../graphql/generated';
import { refusal } from '../../../testing/api-errors';
import { server } from '../../../testing/msw-server';
import { renderAdminRoute } from '../../testing/render-admin-route';
import { compileLazyAdminPage } from '../../testing/lazy-admin-page';
import { buildOrder, orderLine } from '../orders-testing';

// The order card's editor: it reads the order afresh, sends only what changed with the version
// it read, and words the server's refusals (a full window, a change made meanwhile).

compileLazyAdminPage(() => import('../orders-admin-page'));

type EditedOrder = AdminOrderForEditQuery['order'];

/** The order on the list: its lines are the ones the editor reads, by their ids. */
const card = buildOrder({
  id: '12',
  items: [orderLine('Red Velvet Cake', 2, 9), orderLine('Brownie Mix', 1, 2.25)],
});
const [cakeId, mixId] = card.items.map((line) => line.id);

const soldLine = (id: string, name: string, quantity: number, price: number) => ({
  __typename: 'OrderLine' as const,
  id,
  productId: `p${id}`,
  name,
  quantity,
  price,
  lineTotal: price * quantity,
  message: null,
  choices: [],
});

const edited: EditedOrder & { __typename: 'Order' } = {
  __typename: 'Order',
  id: '12',
  version: 3,
  status: 'pending',
  fulfilment: 'delivery',
  area: null,
  address: 'Road 12, Block 3, Manama',
  note: '',
  deliveryDate: '2026-12-10',
  deliveryWindow: 'evening',
  deliveryWindowStart: '16:00',
  deliveryWindowEnd: '20:00',
  addressParts: null,
  items: [soldLine(cakeId!, 'Red Velvet Cake', 2, 4.5), soldLine(mixId!, 'Brownie Mix', 1, 2.25)],
};

const days = [
  {
    __typename: 'DeliveryDay',
    date: '2026-12-10',
    open: true,
    windows: [
      { __typename: 'DeliveryDayWindow', id: 'morning', start: '10:00', end: '13:00', remaining: 0, available: false },
      { __typename: 'DeliveryDayWindow', id: 'evening', start: '16:00', end: '20:00', remaining: 4, available: true },
    ],
  },
];

const cookies = {
  __typename: 'Product',
  id: '40',
  name: 'Oat Cookies',
  price: 1.5,
  available: true,
  messageMaxLength: null,
  options: [],
};

/** A page of the orders list holding these. */
const listOf = (...items: ReturnType<typeof buildOrder>[]) => ({
  data: { orderPage: { __typename: 'OrderPage', total: items.length, items } },
});

/** The products a search finds. */
const found = (...items: (typeof cookies)[]) => ({ data: { productPage: { __typename: 'ProductPage', items } } });

/** The order on the list and as the editor reads it; each change sent is kept, answered as `answer` says. */
function serveEditableOrder(answer: (variables: AdminUpdateOrderMutationVariables) => Response | null = () => null) {
  const changes: AdminUpdateOrderMutationVariables[] = [];
  server.use(
    graphql.query(AdminOrdersDocument, () => HttpResponse.json(listOf(card))),
    graphql.query(AdminOrderForEditDocument, () => HttpResponse.json({ data: { order: edited } })),
    graphql.query(AdminOrderEditDaysDocument, () => HttpResponse.json({ data: { deliveryDays: days } })),
    graphql.query(AdminOrderProductSearchDocument, ({ variables }) =>
      HttpResponse.json(variables.q.toLowerCase().startsWith('oat') ? found(cookies) : found()),
    ),
    graphql.mutation(AdminUpdateOrderDocument, ({ variables }) => {
      changes.push(variables);
      return answer(variables) ?? HttpResponse.json({ data: { updateOrder: card } });
    }),
  );
  return changes;
}

async function openEditor(language?: 'ar') {
  const rendered = await renderAdminRoute('/admin/orders', language ? { language } : undefined);
  const card = within(await screen.findByRole('article', { name: language ? 'الطلب رقم 12' : 'Order #12' }));
  await rendered.user.click(card.getByRole('button', { name: language ? 'تعديل الطلب' : 'Change order' }));
  return { ...rendered, card };
}

describe('changing an order on its card', () => {
  it('changes a quantity, removes a line and adds a product, sending the lines with the version read', async () => {
    const changes = serveEditableOrder();
    const { user, card } = await openEditor();

    const quantity = await card.findByRole('spinbutton', { name: 'Quantity of Red Velvet Cake' });
    expect(card.getByText('Sold at 4.500 BD each')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(card.getByRole('button', { name: 'Remove Brownie Mix' }));
    await user.type(card.getByRole('searchbox', { name: 'Add a product' }), 'oat');
    await user.click(await card.findByRole('button', { name: 'Add Oat Cookies' }));
    expect(card.getByText("Today's price: 1.500 BD each")).toBeInTheDocument();
    expect(card.getByText(/^Items: 15\.000 BD\./)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(changes).toEqual([
      {
        id: '12',
        input: {
          version: 3,
          items: [
            { lineId: cakeId, quantity: 3 },
            { productId: '40', quantity: 1, choiceIds: null, message: null },
          ],
        },
      },
    ]);
    expect(card.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('refuses a quantity that is no whole number from 1 to 999 before sending', async () => {
    const changes = serveEditableOrder();
    const { user, card } = await openEditor();

    const quantity = await card.findByRole('spinbutton', { name: 'Quantity of Brownie Mix' });
    await user.clear(quantity);
    await user.click(card.getByRole('button', { name: 'Save changes' }));

    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    expect(changes).toEqual([]);
  });

  it('offers the full window marked as full, and lets the owner book it with a reason when the server says it is full', async () => {
    const changes = serveEditableOrder(({ input }) =>
      input.fullWindowReason
        ? null
        : refusal('That delivery time is full: please choose another one', 'BAD_USER_INPUT'),
    );
    const { user, card } = await openEditor();

    const slot = await card.findByRole('combobox', { name: 'Delivery time' });
    expect(within(slot).getByRole('option', { name: /10:00.*13:00.*\(full\)/ })).toBeInTheDocument();
    await user.selectOptions(slot, '2026-12-10|morning');
    await user.click(card.getByRole('button', { name: 'Save changes' }));

    expect(await card.findByRole('alert')).toHaveTextContent('To book it anyway, give a reason below');
    await user.type(card.getByRole('textbox', { name: /Reason for booking the full time/ }), 'Regular customer');
    await user.click(card.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(changes.map(({ input }) => input)).toEqual([
      { version: 3, deliveryDate: '2026-12-10', deliveryWindow: 'morning' },
      { version: 3, deliveryDate: '2026-12-10', deliveryWindow: 'morning', fullWindowReason: 'Regular customer' },
    ]);
  });

  it('says in Arabic that the order changed meanwhile, and reloads it on request', async () => {
    serveEditableOrder(() =>
      refusal('This order was changed meanwhile: reload it and make your change again', 'CONFLICT'),
    );
    const { user, card } = await openEditor('ar');

    await user.type(await card.findByRole('textbox', { name: 'الملاحظة' }), 'اتصل قبل الوصول');
    await user.click(card.getByRole('button', { name: 'احفظ التعديلات' }));

    expect(await card.findByRole('alert')).toHaveTextContent('تغيّر هذا الطلب في الأثناء');
    // Meanwhile someone else added a note: the order read again shows it, for the change to be made on it.
    server.use(
      graphql.query(AdminOrderForEditDocument, () =>
        HttpResponse.json({ data: { order: { ...edited, version: 4, note: 'الباب الخلفي' } } }),
      ),
    );
    await user.click(card.getByRole('button', { name: 'أعد تحميل الطلب' }));
    await waitFor(() => expect(card.getByRole('textbox', { name: 'الملاحظة' })).toHaveValue('الباب الخلفي'));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no change on a delivered order', async () => {
    server.use(
      graphql.query(AdminOrdersDocument, () => HttpResponse.json(listOf(buildOrder({ id: '7', status: 'delivered' })))),
    );
    await renderAdminRoute('/admin/orders');
    const card = within(await screen.findByRole('article', { name: 'Order #7' }));
    expect(card.queryByRole('button', { name: 'Change order' })).not.toBeInTheDocument();
  });
});
