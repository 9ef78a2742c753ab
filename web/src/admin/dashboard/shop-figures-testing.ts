import type { AdminShopFiguresQuery } from '../graphql/generated';

type Figures = AdminShopFiguresQuery['shopFigures'];

/** 14 days ending on `lastDay` (YYYY-MM-DD), oldest first, with the given sales or 0. */
export function buildDays(
  lastDay: string,
  sales: Record<string, [orders: number, sales: number]> = {},
): Figures['days'] {
  const last = new Date(`${lastDay}T00:00:00Z`).getTime();
  return Array.from({ length: 14 }, (_, index) => {
    const date = new Date(last - (13 - index) * 86_400_000).toISOString().slice(0, 10);
    const [orders, amount] = sales[date] ?? [0, 0];
    return { __typename: 'DayFigures' as const, date, orders, sales: amount };
  });
}

/** The dashboard's figures as the API answers them; a shop with no order by default. */
export function buildShopFigures(overrides: Partial<Figures> = {}): Figures & { __typename: 'ShopFigures' } {
  return {
    __typename: 'ShopFigures',
    today: period(0, 0),
    week: period(0, 0),
    pendingOrders: 0,
    bestSellers: [],
    days: buildDays('2026-11-24'),
    ...overrides,
  };
}

/**
 * A period's figures as answered (with its __typename, which the generated types leave out); each
 * order paid the shop's flat 2.000 BD delivery unless `deliveryFees` says otherwise.
 */
export function period(orders: number, sales: number, deliveryFees = orders * 2): Figures['today'] {
  const answer = { __typename: 'PeriodFigures', orders, sales, deliveryFees };
  return answer;
}

/** A best seller as answered. */
export function seller(name: string, quantity: number, sales: number): Figures['bestSellers'][number] {
  const answer = { __typename: 'BestSeller', name, quantity, sales };
  return answer;
}
