/** The order statuses (docs/product.md#order-statuses): the ones the owner can choose, in the order they happen. */
export const orderStatuses = ['pending', 'confirmed', 'delivered'] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/** Every status the back office names: the three of the dropdown, and cancelled (set by its own button, with a reason). */
export const namedStatuses = [...orderStatuses, 'cancelled'] as const;

export type NamedStatus = (typeof namedStatuses)[number];

/** Any other value (an older shop's 'refunded') is shown as it is, with a grey badge. */
export function isKnownStatus(status: string): status is OrderStatus {
  return orderStatuses.includes(status as OrderStatus);
}

/** Whether the back office has a name for the status in both languages. */
export function isNamedStatus(status: string): status is NamedStatus {
  return namedStatuses.includes(status as NamedStatus);
}
