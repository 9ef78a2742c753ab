import type { OrderFacts } from './order-changed.event';
import type { OrderLine } from './order-line.entity';
import type { Order } from './order.entity';

/** '2 × Birthday Cake (8 inch, Chocolate) “Happy birthday Sara”': a line as the record reads it, its names as sold. */
function lineText(line: Pick<OrderLine, 'quantity' | 'name' | 'choices' | 'message'>): string {
  const choices = line.choices.length > 0 ? ` (${line.choices.map((choice) => choice.choice).join(', ')})` : '';
  const message = line.message ? ` “${line.message}”` : '';
  return `${line.quantity} × ${line.name}${choices}${message}`;
}

/** What a change of an order can touch, as the activity record keeps it before and after. */
export function orderFacts(order: Order, lines: readonly OrderLine[]): OrderFacts {
  return {
    items: lines.map(lineText).join('; '),
    deliveryDate: order.deliveryDate,
    deliveryTime:
      order.deliveryWindowStart && order.deliveryWindowEnd
        ? `${order.deliveryWindowStart}–${order.deliveryWindowEnd}`
        : null,
    address: order.address,
    directions: order.addressParts?.directions ?? null,
    note: order.note,
    subtotalFils: order.subtotalFils,
    deliveryFils: order.deliveryFils,
    discountFils: order.discountFils,
    totalFils: order.totalFils,
  };
}

/** The facts that differ, as they were and as they are; null when none does. */
export function changedFacts(before: OrderFacts, after: OrderFacts): { before: OrderFacts; after: OrderFacts } | null {
  const fields = Object.keys(after).filter((field) => before[field] !== after[field]);
  if (fields.length === 0) return null;
  const pick = (facts: OrderFacts) => Object.fromEntries(fields.map((field) => [field, facts[field] ?? null]));
  return { before: pick(before), after: pick(after) };
}
