import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildShopFigures } from '../dashboard/shop-figures-testing';
import { AdminOrdersDocument, AdminShopFiguresDocument } from '../graphql/generated';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import type { OrderEvent } from './order-event-stream';

/** The live orders stream, held open; `place` sends an order.placed event down it. */
function serveLiveStream() {
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const asked: Array<string | null> = [];
  server.use(
    http.get('*/api/orders/events', ({ request }) => {
      asked.push(request.headers.get('authorization'));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  let id = 0;
  return {
    asked,
    open: () => stream !== undefined,
    place(orderId: number) {
      id += 1;
      const event: OrderEvent = {
        id,
        type: 'order.placed',
        orderId,
        status: 'pending',
        placedAt: '2026-11-27T09:00:00.000Z',
        at: '2026-11-27T09:00:00.000Z',
      };
      stream!.enqueue(new TextEncoder().encode(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
    },
  };
}

/** Answers `document` with `data`, counting the calls. */
function countQuery(document: Parameters<typeof graphql.query>[0], data: Record<string, unknown>) {
  const calls = { count: 0 };
  server.use(
    graphql.query(document, () => {
      calls.count += 1;
      return HttpResponse.json({ data });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('live orders in the back office', () => {
  it("refetches the dashboard's figures when an order is placed, and counts it in the tab title", async () => {
    const live = serveLiveStream();
    const figures = countQuery(AdminShopFiguresDocument, { shopFigures: buildShopFigures() });
    await renderAdminRoute('/admin');
    await waitFor(() => expect(live.open()).toBe(true));
    expect(live.asked[0]).toBe('Bearer test-admin-token');
    await waitFor(() => expect(figures.count).toBe(1));

    live.place(51);
    await waitFor(() => expect(figures.count).toBe(2));
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    live.place(52);
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
  });

  it('refetches the orders list on the orders page, where a new order is seen at once; the sound is off until turned on', async () => {
    const live = serveLiveStream();
    const orders = countQuery(AdminOrdersDocument, { orderPage: { __typename: 'OrderPage', total: 0, items: [] } });
    await renderAdminRoute('/admin/orders');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(orders.count).toBe(1));

    live.place(53);
    await waitFor(() => expect(orders.count).toBe(2));
    expect(document.title).not.toMatch(/^\(/);

    const sound = screen.getByRole('button', { name: 'Play a sound for each new order' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    const played = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        resume = () => Promise.resolve();
        createOscillator = () => ({ frequency: {}, connect: (next: unknown) => next, start: played, stop() {} });
        createGain = () => ({
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (next: unknown) => next,
        });
      },
    );
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('admin_live_sound')).toBe('on');
    expect(played).toHaveBeenCalled();
  });
});
