/** The order statuses (docs/product.md#order-statuses): the ones the owner can choose, in the order they happen. */
export const orderStatuses = ['pending', 'confirmed', 'delivered'] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/** Any other value (an older shop's 'cancelled') is shown as it is, with a grey badge. */
export function isKnownStatus(status: string): status is OrderStatus {
  return orderStatuses.includes(status as OrderStatus);
}
