import { FILS_PER_DINAR } from '../graphql/money.scalar';
import type { Order } from '../orders/order.entity';
import type { MailMessage } from './mailer';

/** 14500 fils -> '14.500 BD', by whole-number arithmetic as prices are shown everywhere. */
export function formatBd(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.trunc(abs / FILS_PER_DINAR)}.${String(abs % FILS_PER_DINAR).padStart(3, '0')} BD`;
}

/** The owner's notice of a new order: everything needed to call the customer on WhatsApp. */
export function newOrderMail(order: Order, to: string): MailMessage {
  const items = order.items.getItems().map((line) => `- ${line.name} x ${line.quantity}: ${formatBd(line.lineTotal)}`);
  const text = [
    `A new order #${order.id} was placed on ${order.createdAt.toISOString()}.`,
    '',
    `Customer: ${order.customerName}`,
    `WhatsApp: ${order.whatsapp}`,
    `Address: ${order.address}`,
    ...(order.note ? [`Note: ${order.note}`] : []),
    `Payment: cash on delivery`,
    '',
    'Items:',
    ...items,
    '',
    `Subtotal: ${formatBd(order.subtotalFils)}`,
    `Delivery: ${formatBd(order.deliveryFils)}`,
    ...(order.voucherCode ? [`Discount (${order.voucherCode}): -${formatBd(order.discountFils)}`] : []),
    `Total: ${formatBd(order.totalFils)}`,
  ].join('\n');
  return { to, subject: `New order #${order.id}: ${formatBd(order.totalFils)}`, text };
}

export function testMail(to: string): MailMessage {
  return {
    to,
    subject: 'Crumb test email',
    text: 'This is a test email from your shop. If you can read it, order notifications will reach you here.',
  };
}
