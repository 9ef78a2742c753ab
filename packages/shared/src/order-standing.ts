/**
 * What counts (DESIGN.md "What counts"): a window's places, a product's daily units, a voucher's
 * uses, the figures and the To bake list count the orders that stand. An order that no longer
 * stands counts for none of them. This is the one list of such statuses: payment expiry adds
 * 'expired' here and every count follows. It lives in the shared package because the delivery
 * feature counts a window's places itself, and the orders feature books windows through it:
 * kept in either folder, the two would import each other.
 */
export const LAPSED_ORDER_STATUSES = ['cancelled'] as const;

/** Whether an order with this status counts for places, units, voucher uses and figures. */
export function orderStands(status: string): boolean {
  return !(LAPSED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** The same rule as SQL on the order table's alias (`o`, `"order"`), for counts the database makes. */
export function orderStandsSql(alias: string): string {
  return `${alias}.status not in (${LAPSED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`;
}

/** The same rule as a MikroORM filter on orders. */
export const STANDING_ORDERS = { status: { $nin: [...LAPSED_ORDER_STATUSES] } };
