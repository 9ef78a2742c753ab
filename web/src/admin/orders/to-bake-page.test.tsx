import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminOrdersDocument, AdminOrdersToBakeDocument } from '../graphql/generated';
import { server } from '../../testing/msw-server';
import { plainText } from '../../testing/plain-text';
import { renderAdminRoute } from '../testing/render-admin-route';
import { PLAIN_DELIVERY } from './orders-testing';
import { axeViolations } from '../../testing/axe-violations';

const line = (name: string, quantity: number, message: string | null = null, choices: string[] = []) => ({
  __typename: 'OrderLine' as const,
  name,
  quantity,
  message,
  choices: choices.map((choice) => ({ __typename: 'OrderLineChoice' as const, choice })),
});
const order = (
  id: string,
  customerName: string,
  window: [string, string, string] | null,
  items: ReturnType<typeof line>[],
  note = '',
) => ({
  __typename: 'Order' as const,
  id,
  status: 'confirmed',
  customerName,
  note,
  deliveryWindow: window?.[0] ?? null,
  deliveryWindowStart: window?.[1] ?? null,
  deliveryWindowEnd: window?.[2] ?? null,
  ...PLAIN_DELIVERY,
  items,
});

/** Thursday 26 November: Sara's birthday cake and Noor's three 8 inch ones in the evening window, two morning orders. */
const thursday = [
  order('42', 'Sara', ['evening', '16:00', '20:00'], [line('Chocolate Fudge Cake', 1, 'Happy Birthday Sara')]),
  order(
    '40',
    'Omar',
    ['morning', '10:00', '13:00'],
    [line('Chocolate Fudge Cake', 1), line('Brownie Mix', 2)],
    'Leave at the door',
  ),
  order('41', 'Huda', ['morning', '10:00', '13:00'], [line('Rose Macarons (12)', 1)]),
  order('43', 'Noor', ['evening', '16:00', '20:00'], [line('Chocolate Fudge Cake', 3, null, ['8 inch', 'Candles'])]),
];

function answerDays(days: Record<string, typeof thursday>) {
  const asked: string[] = [];
  server.use(
    graphql.query(AdminOrdersToBakeDocument, ({ variables }) => {
      const { date } = variables;
      asked.push(String(date));
      return HttpResponse.json({ data: { ordersToBake: days[String(date)] ?? [] } });
    }),
  );
  return asked;
}

describe('To bake (/admin/orders/bake)', () => {
  afterEach(() => vi.useRealTimers());

  it("shows today's baking list in Bahrain time, by window, with the totals, messages and notes, axe clean", async () => {
    // 22:30 UTC on the 25th is already the 26th in Bahrain.
    vi.useFakeTimers({ now: Date.parse('2026-11-25T22:30:00Z'), toFake: ['Date'] });
    const asked = answerDays({ '2026-11-26': thursday });
    const { container } = await renderAdminRoute('/admin/orders/bake');

    const list = await screen.findByRole('region', { name: 'Baking list for Thursday 26 November' });
    expect(asked[0]).toBe('2026-11-26');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    const windows = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(windows).toEqual(['In all', '10:00–13:00 · 2 orders', '16:00–20:00 · 2 orders']);
    const inAll = within(list).getByRole('region', { name: 'In all' });
    // The same cake with other choices is counted apart: the baker sees which to bake.
    expect(within(inAll).getByText('3 × Chocolate Fudge Cake - 8 inch, Candles')).toBeInTheDocument();
    expect(within(inAll).getByText('2 × Chocolate Fudge Cake')).toBeInTheDocument();
    expect(within(inAll).getByText('2 × Brownie Mix')).toBeInTheDocument();

    const evening = within(list).getByRole('region', { name: '16:00–20:00 · 2 orders' });
    expect(within(evening).getByText('3 × Chocolate Fudge Cake - 8 inch, Candles')).toBeInTheDocument();
    expect(within(evening).getByRole('heading', { name: 'Order #42 · Sara' })).toBeInTheDocument();
    expect(within(evening).getByText('Message: “Happy Birthday Sara”')).toBeInTheDocument();
    const morning = within(list).getByRole('region', { name: '10:00–13:00 · 2 orders' });
    expect(within(morning).getByText('Note: Leave at the door')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches to tomorrow and to a chosen day, and says when there is nothing to bake', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T08:00:00Z'), toFake: ['Date'] });
    const asked = answerDays({ '2026-11-26': thursday });
    const { user } = await renderAdminRoute('/admin/orders/bake');
    expect(await screen.findByText('Nothing to bake on this day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByRole('region', { name: 'Baking list for Thursday 26 November' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');

    // jsdom's date field takes a whole value, as a browser's picker sets it.
    fireEvent.change(screen.getByLabelText('Day (Bahrain time)'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('Nothing to bake on this day')).toBeInTheDocument();
    expect(asked).toContain('2026-12-01');
  });

  it("lists the deliveries zone by zone with addresses and WhatsApp numbers, and the pickups apart, printable as the driver's sheet", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    const inZone = (id: string, name: string, zone: string, area: string, window: [string, string, string]) => ({
      ...order(id, name, window, [line('Brownie Mix', 1)]),
      zone,
      area,
      address: `Road ${id}, Block 2`,
      whatsapp: `+973 3900 00${id}`,
    });
    answerDays({
      '2026-11-26': [
        inZone('52', 'Maryam', 'South', 'Riffa', ['evening', '16:00', '20:00']),
        inZone('51', 'Ali', 'Muharraq', 'Arad', ['evening', '16:00', '20:00']),
        inZone('50', 'Hessa', 'South', 'Isa Town', ['morning', '10:00', '13:00']),
        { ...order('53', 'Noor', ['evening', '16:00', '20:00'], [line('Brownie Mix', 2)]), fulfilment: 'pickup' },
      ],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // The page marks itself while printing, so only the route goes on paper.
      expect(document.documentElement.dataset.printingRoute).toBe('');
    });
    const { user, container } = await renderAdminRoute('/admin/orders/bake');

    const deliveries = await screen.findByRole('region', { name: 'Deliveries by zone · 3 orders' });
    const zones = within(deliveries).getAllByRole('heading', { level: 4 });
    expect(zones.map((heading) => heading.textContent)).toEqual(['Muharraq', 'South']);
    const south = within(deliveries).getByRole('region', { name: 'South' });
    expect(
      within(south)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Order #50 · Hessa', 'Order #52 · Maryam']);
    expect(within(south).getByText('Road 52, Block 2')).toBeInTheDocument();
    expect(within(south).getByText('Area: Riffa')).toBeInTheDocument();
    expect(within(south).getByText('WhatsApp: +973 3900 0052', { normalizer: plainText })).toBeInTheDocument();

    const pickups = screen.getByRole('region', { name: 'To collect from the shop · 1 order' });
    expect(within(pickups).getByRole('heading', { name: 'Order #53 · Noor' })).toBeInTheDocument();
    expect(within(pickups).queryByText(/^Road/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Print driver's sheet" }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.printingRoute).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('prints the list', async () => {
    answerDays({});
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderAdminRoute('/admin/orders/bake');
    await user.click(await screen.findByRole('button', { name: 'Print baking list' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is reached from the orders page, and works in Arabic, axe clean', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    answerDays({ '2026-11-26': thursday });
    server.use(
      graphql.query(AdminOrdersDocument, () => HttpResponse.json({ data: { orderPage: { total: 0, items: [] } } })),
    );
    const { user, container } = await renderAdminRoute('/admin/orders', { language: 'ar' });
    await user.click(await screen.findByRole('link', { name: 'للخَبز' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'للخَبز' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /قائمة الخَبز ليوم الخميس/ })).toBeInTheDocument();
    expect(screen.getByText('الرسالة: «Happy Birthday Sara»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'للخَبز' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });
});
