import type { NamedStatus } from './order-status';

/** The orders page's filters, as the API takes them (orderPage, GET /api/orders/export.csv). */
export interface OrderFilterValues {
  q: string;
  status: NamedStatus | '';
  /** YYYY-MM-DD, Bahrain days, both included; '' for none. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilterValues = { q: '', status: '', from: '', to: '' };

/** The filters that are set, trimmed, as variables or query parameters. */
export function filterParams(filters: OrderFilterValues): Partial<Record<keyof OrderFilterValues, string>> {
  const q = filters.q.trim();
  return {
    ...(q && { q }),
    ...(filters.status && { status: filters.status }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

export const hasFilters = (filters: OrderFilterValues) => Object.keys(filterParams(filters)).length > 0;
