import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminShopFiguresDocument } from '../graphql/generated';
import { failingQuery } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { buildDays, buildShopFigures, period, seller } from './shop-figures-testing';
import { barLayout } from './sales-chart';
import { axeViolations } from '../../testing/axe-violations';

const figures = buildShopFigures({
  today: period(3, 17.5),
  // Two of the week's orders were collected from the shop, free.
  week: period(12, 84.25, 20),
  pendingOrders: 2,
  bestSellers: [seller('Chocolate Cake', 9, 112.5), seller('Cookies', 6, 6)],
  days: buildDays('2026-11-24', { '2026-11-11': [1, 4.5], '2026-11-24': [3, 17.5] }),
});

const serveFigures = (answer = figures) =>
  server.use(graphql.query(AdminShopFiguresDocument, () => HttpResponse.json({ data: { shopFigures: answer } })));

describe('the dashboard figures', () => {
  it("shows today's, this week's and the pending orders, the best sellers and the 14 days as a chart with its table, above the cards", async () => {
    serveFigures();
    const { container } = await renderAdminRoute('/admin');

    const region = within(await screen.findByRole('region', { name: 'At a glance' }));
    // The region is there while the figures load; wait for them, not just for it.
    const today = within((await region.findByText('Today')).closest('li')!);
    expect(today.getByText('Since midnight, Bahrain time')).toBeInTheDocument();
    expect(today.getByText('3 orders')).toBeInTheDocument();
    expect(today.getByText('Sales: 17.500 BD')).toBeInTheDocument();
    expect(today.getByText('Of which delivery: 6.000 BD')).toBeInTheDocument();
    const week = within(region.getByText('Last 7 days').closest('li')!);
    expect(week.getByText('12 orders')).toBeInTheDocument();
    expect(week.getByText('Sales: 84.250 BD')).toBeInTheDocument();
    expect(week.getByText('Of which delivery: 20.000 BD')).toBeInTheDocument();
    const pending = within(region.getByText('Pending orders').closest('li')!);
    expect(pending.getByText('2 orders')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/admin/orders');

    const sellers = within(region.getByRole('region', { name: 'Best sellers' }));
    expect(sellers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Chocolate Cake9 sold · 112.500 BD',
      'Cookies6 sold · 6.000 BD',
    ]);

    const chart = within(region.getByRole('figure', { name: /Sales, last 14 days/ }));
    // The bars' scale: the tallest day's amount.
    expect(chart.getByText('Best day: 17.500 BD')).toBeInTheDocument();
    const table = chart.getByRole('table', { name: 'Sales, last 14 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toHaveTextContent('Wed, Nov 11' + '1' + '4.500 BD');
    expect(rows.at(-1)).toHaveTextContent('Tue, Nov 24' + '3' + '17.500 BD');
    expect(rows[1]).toHaveTextContent('0' + '0.000 BD');

    // Time runs left to right: the oldest day's bar is leftmost, today's the tallest.
    const bars = [...container.querySelectorAll('[data-testid="sales-chart"] rect')];
    const x = (date: string) => Number(bars.find((bar) => bar.getAttribute('data-date') === date)!.getAttribute('x'));
    expect(x('2026-11-11')).toBeLessThan(x('2026-11-24'));

    // The figures come before the cards.
    const cards = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(
      screen.getByRole('region', { name: 'At a glance' }).compareDocumentPosition(cards) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads in Arabic, the chart mirrored so time runs from right to left', async () => {
    serveFigures(buildShopFigures({ ...figures, bestSellers: [seller('كيكة شوكولاتة', 9, 112.5)] }));
    const { container } = await renderAdminRoute('/admin', { language: 'ar' });

    const region = within(await screen.findByRole('region', { name: 'نظرة سريعة' }));
    expect(
      within((await region.findByText('اليوم')).closest('li')!).getByText('المبيعات: 17.500 د.ب'),
    ).toBeInTheDocument();
    expect(within(region.getByText('الطلبات قيد الانتظار').closest('li')!).getByText('طلبان')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'عرض الطلبات' })).toHaveAttribute('href', '/admin/orders');
    expect(within(region.getByRole('region', { name: 'الأكثر مبيعًا' })).getByText('كيكة شوكولاتة')).toBeInTheDocument();
    const table = region.getByRole('table', { name: 'المبيعات في آخر 14 يومًا' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['التاريخ', 'الطلبات', 'المبيعات']);

    const bars = [...container.querySelectorAll('[data-testid="sales-chart"] rect')];
    const x = (date: string) => Number(bars.find((bar) => bar.getAttribute('data-date') === date)!.getAttribute('x'));
    expect(x('2026-11-11')).toBeGreaterThan(x('2026-11-24'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is no sale yet, with an empty chart', async () => {
    await renderAdminRoute('/admin');
    const region = within(await screen.findByRole('region', { name: 'At a glance' }));
    expect(await region.findByText('No sales in the last 30 days')).toBeInTheDocument();
    expect(region.getAllByText('0 orders')).toHaveLength(3);
  });

  it('shows an error with Try Again when the figures fail, and the cards still', async () => {
    server.use(failingQuery(AdminShopFiguresDocument));
    const { user } = await renderAdminRoute('/admin');
    const region = within(await screen.findByRole('region', { name: 'At a glance' }));
    expect(await region.findByText('Error loading figures. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office sections' })).toBeInTheDocument();

    serveFigures();
    await user.click(region.getByRole('button', { name: 'Try Again' }));
    expect(await region.findByText('3 orders')).toBeInTheDocument();
  });
});

describe('barLayout', () => {
  it('scales heights to the largest day and mirrors the slots right to left', () => {
    const days = [
      { date: '2026-11-23', orders: 1, sales: 5 },
      { date: '2026-11-24', orders: 2, sales: 10 },
    ];
    const ltr = barLayout(days, false);
    const rtl = barLayout(days, true);
    expect(ltr.map((bar) => bar.height)).toEqual([50, 100]);
    expect(ltr[0]!.x).toBeLessThan(ltr[1]!.x);
    expect(rtl[0]!.x).toBe(ltr[1]!.x);
    expect(barLayout([{ date: '2026-11-24', orders: 0, sales: 0 }], false)[0]!.height).toBe(0);
  });
});
