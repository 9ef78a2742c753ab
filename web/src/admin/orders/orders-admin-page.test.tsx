import { screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminOrdersDocument,
  AdminUpdateOrderStatusDocument,
  type AdminOrdersQueryVariables,
  type AdminUpdateOrderStatusMutationVariables,
} from '../graphql/generated';
import { SiteSettingsDocument } from '../../graphql/generated';
import { refusal } from '../../testing/api-errors';
import { buildSettings } from '../../testing/fixtures';
import { failingQuery } from '../../testing/handlers';
import { serveHeld } from '../../testing/held-answer';
import { server } from '../../testing/msw-server';
import { plainText } from '../../testing/plain-text';
import { renderAdminRoute } from '../testing/render-admin-route';
import { formatOrderDate } from './format-order-date';
import { compileLazyAdminPage } from '../testing/lazy-admin-page';
import { buildOrder, orderLine, type Order } from './orders-testing';

// Newest first, as the API answers.
const newest = buildOrder({
  id: '12',
  createdAt: '2026-03-15T17:45:00.000Z',
  note: 'Please ring twice',
  voucherCode: 'SAVE10',
  discount: 1.125,
  total: 12.125,
});
const older = buildOrder({ id: '7', status: 'delivered', customerName: 'Omar Hassan', whatsapp: '3311 2233' });

const page = (items: ReturnType<typeof buildOrder>[], total = items.length) => ({
  __typename: 'OrderPage' as const,
  total,
  items,
});

/**
 * The orders the server holds, filtered (status, q in the name) and paged as the API does; a
 * status change is stored, and every list call is counted with its variables.
 */
function serveOrders(initial: ReturnType<typeof buildOrder>[]) {
  let orders = initial;
  const calls = {
    lists: 0,
    variables: [] as AdminOrdersQueryVariables[],
    updates: [] as AdminUpdateOrderStatusMutationVariables[],
  };
  server.use(
    graphql.query(AdminOrdersDocument, ({ variables }) => {
      calls.lists += 1;
      calls.variables.push(variables);
      const matching = orders.filter(
        (order) =>
          (!variables.status || order.status === variables.status) &&
          (!variables.q || order.customerName.toLowerCase().includes(variables.q.toLowerCase())),
      );
      const offset = variables.offset ?? 0;
      const items = matching.slice(offset, variables.limit ? offset + variables.limit : undefined);
      return HttpResponse.json({ data: { orderPage: page(items, matching.length) } });
    }),
    graphql.mutation(AdminUpdateOrderStatusDocument, ({ variables }) => {
      calls.updates.push(variables);
      const cancelReason = variables.status === 'cancelled' ? (variables.reason ?? null) : null;
      orders = orders.map((order) =>
        order.id === variables.id ? { ...order, status: variables.status, cancelReason } : order,
      );
      const updateOrderStatus = { __typename: 'Order', id: variables.id, status: variables.status, cancelReason };
      return HttpResponse.json({ data: { updateOrderStatus } });
    }),
  );
  return calls;
}

/** The address of a WhatsApp chat with the demo customer (+973 3900 1234) that starts with `text`. */
const whatsAppChat = (text: string) => `https://wa.me/97339001234?text=${encodeURIComponent(text)}`;

const orderCard = async (id: string) => screen.findByRole('article', { name: `Order #${id}` });

/** How the card adds up the order's total, each amount as 'label: value'. */
function amountLines(card: ReturnType<typeof within>): string[] {
  const values = card.getAllByRole('definition');
  return card
    .getAllByRole('term')
    .map((term: HTMLElement, index: number) => `${term.textContent}: ${values[index]!.textContent}`);
}

compileLazyAdminPage(() => import('./orders-admin-page'));

describe('admin orders page', () => {
  it('says Loading orders... until the list arrives', async () => {
    const release = serveHeld((held) =>
      graphql.query(
        AdminOrdersDocument,
        held(() => HttpResponse.json({ data: { orderPage: page([newest]) } })),
      ),
    );
    await renderAdminRoute('/admin/orders');

    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    release();
    expect(await orderCard('12')).toBeInTheDocument();
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
  });

  it('shows each order, newest first, with its customer, lines and amounts in BD', async () => {
    serveOrders([newest, older]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('12'));
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const orders = within(screen.getByRole('list', { name: 'Orders' }));
    const headings = orders.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Order #12', 'Order #7']);

    expect(card.getByText(formatOrderDate(newest.createdAt, 'en'))).toHaveAttribute('datetime', newest.createdAt);
    expect(card.getByText('Fatima Ali')).toBeInTheDocument();
    expect(card.getByText('WhatsApp: +973 3900 1234', { normalizer: plainText })).toBeInTheDocument();
    expect(card.getByText('Road 12, Block 3, Manama')).toBeInTheDocument();
    expect(card.getByText('Note: Please ring twice')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Red Velvet Cake × 2 - 9.000 BD',
      'Brownie Mix × 1 - 2.250 BD',
    ]);
    expect(amountLines(card)).toEqual([
      'Subtotal: 11.250 BD',
      'Delivery charge: 2.000 BD',
      'Discount (SAVE10): −1.125 BD',
    ]);
    // The spec's own words for the card's total.
    expect(card.getByText('Total: 12.125 BD')).toBeInTheDocument();

    // No note and no voucher: neither line shows.
    const plain = within(await orderCard('7'));
    expect(plain.queryByText(/^Note:/)).not.toBeInTheDocument();
    expect(amountLines(plain)).toEqual(['Subtotal: 11.250 BD', 'Delivery charge: 2.000 BD']);
    expect(plain.getByText('Total: 13.250 BD')).toBeInTheDocument();
  });

  it("adds up the amounts under the owner's own labels: Free delivery, none for pickup, a discount without a voucher", async () => {
    serveOrders([
      buildOrder({ id: '21', deliveryCharge: 0, total: 11.25 }),
      buildOrder({ id: '22', fulfilment: 'pickup', deliveryCharge: 0, discount: 1.25, total: 10 }),
    ]);
    server.use(
      graphql.query(SiteSettingsDocument, () =>
        HttpResponse.json({
          data: {
            settings: buildSettings({
              texts: [
                { key: 'subtotalLabel', value: 'Goods' },
                { key: 'totalText', value: 'To pay' },
              ],
            }),
          },
        }),
      ),
    );
    await renderAdminRoute('/admin/orders');

    expect(amountLines(within(await orderCard('21')))).toEqual(['Goods: 11.250 BD', 'Delivery charge: Free']);
    expect(amountLines(within(await orderCard('22')))).toEqual(['Goods: 11.250 BD', 'Discount: −1.250 BD']);
    // The total keeps the spec's 'Total: ' on the card, whatever the storefront calls it.
    expect(within(await orderCard('22')).getByText('Total: 10.000 BD')).toBeInTheDocument();
  });

  it('shows the date in the page language', async () => {
    serveOrders([newest]);
    await renderAdminRoute('/admin/orders', { language: 'ar' });

    const card = within(await screen.findByRole('article', { name: 'الطلب رقم 12' }));
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الطلبات' })).toBeInTheDocument();
    const date = formatOrderDate(newest.createdAt, 'ar');
    expect(date).not.toBe(formatOrderDate(newest.createdAt, 'en'));
    expect(card.getByText(date)).toBeInTheDocument();
    expect(card.getByText('الإجمالي: 12.125 د.ب')).toBeInTheDocument();
  });

  it('badges the status and offers Pending, Confirmed and Delivered', async () => {
    serveOrders([newest, older]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('12'));
    const select = card.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('pending');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Delivered']);
    expect(card.getByText('Pending', { selector: 'span' })).toHaveStyle({ textTransform: 'uppercase' });
    expect(within(await orderCard('7')).getByRole('combobox', { name: 'Status' })).toHaveValue('delivered');
  });

  it('keeps an unknown status as the selected extra option with its own name on a grey badge', async () => {
    serveOrders([buildOrder({ id: '3', status: 'refunded' })]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('3'));
    const select = card.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('refunded');
    expect(within(select).getAllByRole('option')).toHaveLength(4);
    expect(card.getByText('refunded', { selector: 'span' })).toBeInTheDocument();
  });

  it('updates the status, says so and refreshes the list', async () => {
    const calls = serveOrders([newest, older]);
    const { user } = await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('12'));
    await user.selectOptions(card.getByRole('combobox', { name: 'Status' }), 'confirmed');

    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ id: '12', status: 'confirmed' }]);
    await expect.poll(() => calls.lists).toBe(2);
    expect(card.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
    expect(card.getByText('Confirmed', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the stored status", async () => {
    serveOrders([newest]);
    server.use(graphql.mutation(AdminUpdateOrderStatusDocument, () => refusal('Order 12 not found', 'NOT_FOUND')));
    const { user } = await renderAdminRoute('/admin/orders');

    const select = within(await orderCard('12')).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'delivered');

    expect(await screen.findByText('Order 12 not found')).toBeInTheDocument();
    expect(select).toHaveValue('pending');
  });

  it('says Failed to update order status when the server cannot be reached', async () => {
    serveOrders([newest]);
    server.use(graphql.mutation(AdminUpdateOrderStatusDocument, () => HttpResponse.error()));
    const { user } = await renderAdminRoute('/admin/orders');

    await user.selectOptions(within(await orderCard('12')).getByRole('combobox', { name: 'Status' }), 'delivered');

    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });

  it('opens a WhatsApp chat with the customer, greeting them about the order and its total', async () => {
    serveOrders([newest, older]);
    await renderAdminRoute('/admin/orders');

    const link = within(await orderCard('12')).getByRole('link', {
      name: 'Message Fatima Ali on WhatsApp (opens in a new tab)',
    });
    const greeting =
      'Hello Fatima Ali, thank you for your order #12 of 12.125 BD from our bakery. ' +
      'We would like to confirm your order details and delivery.';
    expect(link).toHaveAttribute('href', whatsAppChat(greeting));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // A local number gets Bahrain's calling code.
    const local = within(await orderCard('7')).getByRole('link', { name: /Omar Hassan/ });
    expect(local.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/97333112233\?text=/);
  });

  it('shows the delivery day and window booked at checkout, and names them in the WhatsApp greeting', async () => {
    const booked = buildOrder({
      id: '30',
      deliveryDate: '2026-11-26',
      deliveryWindowStart: '16:00',
      deliveryWindowEnd: '20:00',
    });
    serveOrders([booked, older]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('30'));
    expect(
      card.getByText('Delivery: Thursday 26 November, 16:00–20:00', { normalizer: plainText }),
    ).toBeInTheDocument();
    const greeting =
      // Without the page's direction marks around the times: WhatsApp lays the text out itself.
      'Hello Fatima Ali, thank you for your order #30 of 13.250 BD from our bakery, for delivery on Thursday 26 November, 16:00–20:00. ' +
      'We would like to confirm your order details.';
    expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsAppChat(greeting));
    // An order placed without the schedule says nothing of a delivery time.
    expect(within(await orderCard('7')).queryByText(/^Delivery: .*–/)).not.toBeInTheDocument();
  });

  it('shows the delivery area with its zone and the directions, in the page language', async () => {
    const toRiffa = buildOrder({
      id: '40',
      address: 'Flat/House 12, Road 2803, Block 428, Riffa',
      area: 'Riffa',
      areaAr: 'الرفاع',
      zone: 'South',
      zoneAr: 'الجنوب',
      // As the server answers it: Apollo's cache reads the typename the generated type leaves out.
      addressParts: { __typename: 'AddressPartsView', directions: 'Green gate' } as Order['addressParts'],
    });
    serveOrders([toRiffa]);
    const { unmount } = await renderAdminRoute('/admin/orders');
    const card = within(await orderCard('40'));
    expect(card.getByText('Flat/House 12, Road 2803, Block 428, Riffa')).toBeInTheDocument();
    expect(card.getByText('Area: Riffa (South)')).toBeInTheDocument();
    expect(card.getByText('Directions: Green gate')).toBeInTheDocument();
    unmount();

    await renderAdminRoute('/admin/orders', { language: 'ar' });
    const arabicCard = within(await screen.findByRole('article', { name: 'الطلب رقم 40' }));
    expect(arabicCard.getByText('المنطقة: الرفاع (الجنوب)')).toBeInTheDocument();
  });

  it('says pickup from the shop instead of an address, and greets the customer about collecting it', async () => {
    const collected = buildOrder({
      id: '41',
      address: '',
      fulfilment: 'pickup',
      deliveryCharge: 0,
      total: 11.25,
      deliveryDate: '2026-11-26',
      deliveryWindowStart: '16:00',
      deliveryWindowEnd: '20:00',
    });
    serveOrders([collected]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('41'));
    expect(card.getByText('Pickup from the shop')).toBeInTheDocument();
    expect(card.getByText('Pickup: Thursday 26 November, 16:00–20:00', { normalizer: plainText })).toBeInTheDocument();
    expect(card.queryByText(/^Area:/)).not.toBeInTheDocument();
    const text = new URL(card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!).searchParams.get('text');
    expect(plainText(text!)).toBe(
      'Hello Fatima Ali, thank you for your order #41 of 11.250 BD from our bakery, to collect from our shop on Thursday 26 November, 16:00–20:00. ' +
        'We would like to confirm your order details.',
    );
  });

  it('shows the message on the cake under its line, and asks to confirm it word for word in the WhatsApp text', async () => {
    const withMessage = buildOrder({
      id: '31',
      items: [
        orderLine('Red Velvet Cake', 1, 4.5, { message: 'Happy Birthday Sara' }),
        orderLine('Brownie Mix', 1, 2.25),
      ],
      total: 8.75,
    });
    serveOrders([withMessage, older]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('31'));
    const cakeLine = card.getByText(/Red Velvet Cake × 1/).closest('li')!;
    expect(within(cakeLine).getByText('Message: “Happy Birthday Sara”')).toBeInTheDocument();
    expect(card.getAllByText(/^Message: /)).toHaveLength(1);
    const text =
      'Hello Fatima Ali, thank you for your order #31 of 8.750 BD from our bakery. We would like to confirm your order details and delivery.\n' +
      'Red Velvet Cake with the message: “Happy Birthday Sara”';
    expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsAppChat(text));
  });

  it('names a line with the choices it was sold with, on the card and in the WhatsApp text', async () => {
    const withChoices = buildOrder({
      id: '32',
      items: [
        orderLine('Chocolate Fudge Cake', 1, 17, { message: 'Happy Birthday Sara', choices: ['8 inch', 'Candles'] }),
        orderLine('Chocolate Fudge Cake', 2, 25, { choices: ['6 inch'] }),
        orderLine('Brownie Mix', 1, 2.25),
      ],
      total: 46.25,
    });
    serveOrders([withChoices, older]);
    await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('32'));
    expect(card.getByText(/^Chocolate Fudge Cake - 8 inch, Candles × 1/)).toBeInTheDocument();
    expect(card.getByText(/^Chocolate Fudge Cake - 6 inch × 2/)).toBeInTheDocument();
    expect(card.getByText(/^Brownie Mix × 1/)).toBeInTheDocument();
    const text =
      'Hello Fatima Ali, thank you for your order #32 of 46.250 BD from our bakery. We would like to confirm your order details and delivery.\n' +
      'Chocolate Fudge Cake - 8 inch, Candles with the message: “Happy Birthday Sara”\n' +
      'Chocolate Fudge Cake - 6 inch × 2';
    expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsAppChat(text));
  });

  it("shows an Arabic admin the lines' Arabic names and greets a customer who ordered in Arabic in Arabic", async () => {
    // The server answers the lines' names in the request's language: the admin's interface one.
    const arabicNames: Record<string, string> = { 'Red Velvet Cake': 'كيكة ريد فيلفت', 'Brownie Mix': 'خلطة براونيز' };
    server.use(
      graphql.query(AdminOrdersDocument, ({ request }) => {
        const arabic = request.headers.get('accept-language') === 'ar';
        const items = newest.items.map((item: Order['items'][number]) => ({
          ...item,
          name: arabic ? arabicNames[item.name]! : item.name,
        }));
        return HttpResponse.json({ data: { orderPage: page([{ ...newest, items, language: 'ar' }]) } });
      }),
    );
    await renderAdminRoute('/admin/orders', { language: 'ar' });

    const card = within(await screen.findByRole('article', { name: 'الطلب رقم 12' }));
    expect(card.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'كيكة ريد فيلفت × 2 - بمبلغ 9.000 د.ب',
      'خلطة براونيز × 1 - بمبلغ 2.250 د.ب',
    ]);
    const link = card.getByRole('link', { name: 'راسل Fatima Ali عبر واتساب (يفتح في علامة تبويب جديدة)' });
    expect(link).toHaveTextContent('واتساب');
    const text = new URL(link.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(
      'مرحبًا Fatima Ali، شكرًا على طلبك رقم 12 من مخبزنا بقيمة 12.125 د.ب. نودّ أن نؤكّد معك تفاصيل الطلب وموعد التوصيل.',
    );
  });

  it('writes to the customer in the language they ordered in, whatever the back office speaks, without direction marks', async () => {
    const inArabic = buildOrder({
      id: '33',
      language: 'ar',
      deliveryDate: '2026-11-26',
      deliveryWindowStart: '16:00',
      deliveryWindowEnd: '20:00',
      items: [
        orderLine('Chocolate Fudge Cake', 1, 17, {
          message: 'عيد ميلاد سعيد',
          choices: ['8 inch', 'Candles'],
          ar: { name: 'كيكة شوكولاتة بالفدج', choices: ['8 إنش', 'شموع'] },
        }),
        // No Arabic name: the English one.
        orderLine('Brownie Mix', 2, 4.5, { choices: ['Extra nuts'] }),
      ],
      total: 23.5,
    });
    const inEnglish = buildOrder({ id: '34' });
    serveOrders([inArabic, inEnglish]);
    const { unmount } = await renderAdminRoute('/admin/orders');

    const arabicText = (card: Awaited<ReturnType<typeof orderCard>>) =>
      new URL(
        within(card)
          .getByRole('link', { name: /WhatsApp|واتساب/ })
          .getAttribute('href')!,
      ).searchParams.get('text');
    // The owner reads English; the customer ordered in Arabic.
    const text = arabicText(await orderCard('33'));
    expect(text).toBe(
      'مرحبًا Fatima Ali، شكرًا على طلبك رقم 33 من مخبزنا بقيمة 23.500 د.ب، للتوصيل يوم الخميس، 26 نوفمبر، من 16:00 إلى 20:00. نودّ أن نؤكّد معك تفاصيل الطلب.\n' +
        'كيكة شوكولاتة بالفدج (8 إنش، شموع) مع الرسالة: «عيد ميلاد سعيد»\n' +
        '2 من Brownie Mix (Extra nuts)',
    );
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    unmount();

    // The owner reads Arabic; the customer ordered in English.
    await renderAdminRoute('/admin/orders', { language: 'ar' });
    expect(arabicText(await screen.findByRole('article', { name: 'الطلب رقم 34' }))).toBe(
      'Hello Fatima Ali, thank you for your order #34 of 13.250 BD from our bakery. We would like to confirm your order details and delivery.',
    );
  });

  it('says No orders yet when there are none', async () => {
    serveOrders([]);
    await renderAdminRoute('/admin/orders');

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Orders will appear here when customers place them')).toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    server.use(failingQuery(AdminOrdersDocument));
    const { user } = await renderAdminRoute('/admin/orders');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading orders. Please try again.');
    serveOrders([newest]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await orderCard('12')).toBeInTheDocument();
  });
});

/** 45 orders, ids 45 down to 1; every third delivered; 'Omar' in the names of ids ending in 7. */
const many = Array.from({ length: 45 }, (_, i) => {
  const id = 45 - i;
  return buildOrder({
    id: String(id),
    status: id % 3 === 0 ? 'delivered' : 'pending',
    customerName: id % 10 === 7 ? `Omar ${id}` : `Customer ${id}`,
  });
});
describe('cancelling and reopening an order', () => {
  const badgeOf = (card: ReturnType<typeof within>, name: string) => card.getByText(name, { selector: 'span' });

  it('asks for the reason, cancels, and shows a grey Cancelled badge with the reason and Reopen', async () => {
    const calls = serveOrders([newest, buildOrder({ id: '3', status: 'refunded' })]);
    const { user } = await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('12'));
    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #12' }));
    // Without a reason nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Please give a reason for cancelling the order',
    );
    expect(calls.updates).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Customer called: wrong day');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ id: '12', status: 'cancelled', reason: 'Customer called: wrong day' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await card.findByText('Cancelled: Customer called: wrong day')).toBeInTheDocument();
    const grey = getComputedStyle(badgeOf(within(await orderCard('3')), 'refunded')).backgroundColor;
    expect(getComputedStyle(badgeOf(card, 'Cancelled')).backgroundColor).toBe(grey);
    // The dropdown keeps its three statuses and shows the cancelled one as it is, unchangeable.
    const select = card.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('cancelled');
    expect(select).toBeDisabled();
    expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('keeps the order when the owner thinks better of it', async () => {
    const calls = serveOrders([newest]);
    const { user } = await renderAdminRoute('/admin/orders');

    await user.click(within(await orderCard('12')).getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Keep order' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.updates).toEqual([]);
  });

  it('reopens a cancelled order as pending', async () => {
    const calls = serveOrders([buildOrder({ id: '5', status: 'cancelled', cancelReason: 'Duplicate' })]);
    const { user } = await renderAdminRoute('/admin/orders');

    const card = within(await orderCard('5'));
    expect(card.getByText('Cancelled: Duplicate')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reopen' }));

    expect(await screen.findByText('Order reopened')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ id: '5', status: 'pending' }]);
    expect(await card.findByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(card.queryByText('Cancelled: Duplicate')).not.toBeInTheDocument();
    expect(card.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  });

  it('says in Arabic why a full window keeps the order from reopening', async () => {
    serveOrders([buildOrder({ id: '5', status: 'cancelled', cancelReason: 'مكرر' })]);
    server.use(
      graphql.mutation(AdminUpdateOrderStatusDocument, () =>
        refusal(
          "This order's delivery time is full now: free a place in it or move the order before reopening it",
          'CONFLICT',
        ),
      ),
    );
    const { user } = await renderAdminRoute('/admin/orders', { language: 'ar' });

    const card = within(await screen.findByRole('article', { name: 'الطلب رقم 5' }));
    expect(card.getByText('أُلغي: مكرر')).toBeInTheDocument();
    expect(card.getByText('ملغى', { selector: 'span' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'إعادة فتح' }));

    expect(
      await screen.findByText('موعد التوصيل لهذا الطلب ممتلئ الآن: حرِّر مكانًا فيه أو انقل الطلب قبل إعادة فتحه'),
    ).toBeInTheDocument();
  });
});

const shownIds = () =>
  within(screen.getByRole('list', { name: 'Orders' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace('Order #', ''));

describe('admin orders page at scale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows pages of 20 with Previous and Next and the page count', async () => {
    const calls = serveOrders(many);
    const { user } = await renderAdminRoute('/admin/orders');

    await orderCard('45');
    expect(calls.variables.at(-1)).toEqual({ limit: 20, offset: 0 });
    expect(shownIds()).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('45 orders');
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(await pager.findByText('Page 2 of 3')).toBeInTheDocument();
    await orderCard('25');
    expect(calls.variables.at(-1)).toEqual({ limit: 20, offset: 20 });
    expect(shownIds()[0]).toBe('25');

    await user.click(pager.getByRole('button', { name: 'Next' }));
    await orderCard('5');
    expect(shownIds()).toEqual(['5', '4', '3', '2', '1']);
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Previous' }));
    expect(await pager.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('searches once the owner stops typing, from the first page', async () => {
    const calls = serveOrders(many);
    const { user } = await renderAdminRoute('/admin/orders');
    await orderCard('45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await orderCard('25');
    const before = calls.lists;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'omar');
    await expect.poll(shownIds).toEqual(['37', '27', '17', '7']);
    // One call for the whole word, not one per key.
    expect(calls.lists - before).toBe(1);
    expect(calls.variables.at(-1)).toEqual({ q: 'omar', limit: 20, offset: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('4 orders');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('filters by status and dates, and says when nothing matches', async () => {
    const calls = serveOrders(many);
    const { user } = await renderAdminRoute('/admin/orders');
    await orderCard('45');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'delivered');
    await expect.poll(() => screen.getByRole('status').textContent).toBe('15 orders');
    expect(calls.variables.at(-1)).toEqual({ status: 'delivered', limit: 20, offset: 0 });

    const from = screen.getByLabelText('From (Bahrain time)');
    await user.type(from, '2026-11-01');
    await user.type(screen.getByLabelText('To (Bahrain time)'), '2026-11-30');
    await expect
      .poll(() => calls.variables.at(-1))
      .toEqual({ status: 'delivered', from: '2026-11-01', to: '2026-11-30', limit: 20, offset: 0 });
    expect(screen.getByLabelText('To (Bahrain time)')).toHaveAttribute('min', '2026-11-01');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
    // The filters stay, to change them.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
  });

  it('exports the CSV of the current filters with the admin token, in the page language', async () => {
    serveOrders(many);
    const requests: Request[] = [];
    server.use(
      http.get('*/api/orders/export.csv', ({ request }) => {
        requests.push(request);
        return new HttpResponse('\uFEFFOrder\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2026-11-24.csv"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:orders');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = await renderAdminRoute('/admin/orders');
    await orderCard('45');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'pending');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await expect.poll(() => clicks.length).toBe(1);
    const url = new URL(requests[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'pending', lang: 'en' });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer test-admin-token');
    expect(clicks[0]!.download).toBe('orders-2026-11-24.csv');
    expect(clicks[0]!.href).toBe('blob:orders');
    expect(createObjectURL).toHaveBeenCalledOnce();
    await expect.poll(() => revokeObjectURL.mock.calls.length).toBe(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says so when the export fails', async () => {
    serveOrders(many);
    server.use(
      http.get('*/api/orders/export.csv', () => HttpResponse.json({ error: 'Internal error' }, { status: 500 })),
    );
    const { user } = await renderAdminRoute('/admin/orders');
    await orderCard('45');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
  });

  it('labels the filters and the pager in Arabic, and exports in Arabic', async () => {
    serveOrders(many);
    const languages: Array<string | null> = [];
    server.use(
      http.get('*/api/orders/export.csv', ({ request }) => {
        languages.push(new URL(request.url).searchParams.get('lang'));
        return new HttpResponse('\uFEFF', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:orders'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderAdminRoute('/admin/orders', { language: 'ar' });

    await screen.findByRole('article', { name: 'الطلب رقم 45' });
    expect(screen.getByRole('search', { name: 'البحث في الطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'تصفية حسب الحالة' })).toHaveDisplayValue('كل الحالات');
    expect(screen.getByLabelText('من (بتوقيت البحرين)')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
    expect(screen.getByText('الصفحة 1 من 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('45 طلبًا');

    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await expect.poll(() => languages).toEqual(['ar']);
  });
});
