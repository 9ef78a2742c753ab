import { isMessageableWhatsapp } from '@crumb/shared/whatsapp-number';
import type { CheckoutValues } from './checkout-values';
import { asksFreeTextAddress, isPickup, usesAddressParts, type Destination } from './destination-values';
import type { CheckoutStep } from './use-checkout-steps';
import type { DeliverySlotChoice } from './use-delivery-slot';

/** The ids of checkout's controls that a problem names: its message sits under it, the summary links to it. */
export const checkoutFieldIds = {
  customerName: 'checkout-name',
  whatsapp: 'checkout-whatsapp',
  address: 'checkout-address',
  area: 'checkout-area-search',
  house: 'checkout-house',
  road: 'checkout-road',
  block: 'checkout-block',
  slot: 'checkout-slot',
  payment: 'checkout-payment-cash',
} as const;

export type CheckoutField = keyof typeof checkoutFieldIds;

/** The message of each problem, a checkout text. */
const messages = {
  customerName: 'checkout.problems.nameMissing',
  whatsapp: 'checkout.problems.whatsappMissing',
  whatsappInvalid: 'checkout.problems.whatsappInvalid',
  address: 'checkout.addressMissing',
  area: 'checkout.destination.missingArea',
  house: 'checkout.problems.houseMissing',
  road: 'checkout.problems.roadMissing',
  block: 'checkout.problems.blockMissing',
  deliverySlot: 'checkout.deliverySlot.missing',
  pickupSlot: 'checkout.pickupSlot.missing',
  payment: 'checkout.paymentRequired',
} as const;

export interface FieldProblem {
  field: CheckoutField;
  message: (typeof messages)[keyof typeof messages];
  /** Left blank (the 'Please fill in all required fields' kind), or filled with what cannot be used. */
  kind: 'blank' | 'invalid' | 'payment';
  /** The step of the two-step phone checkout that shows the field. */
  step: CheckoutStep;
}

export interface CheckoutForm {
  values: CheckoutValues;
  /** Where the order goes, while the shop has pickup or delivery areas on. */
  destination?: Destination;
  /** The day and window, while the shop's delivery schedule asks for them. */
  slot?: DeliverySlotChoice;
}

/**
 * What keeps the form from going out, in the order the fields show (docs/product.md#checkout-page):
 * the name, a WhatsApp number the shop can message (the order's own rule, shared with the api),
 * the address (free text, or the area and its numbers while areas are on; none for pickup), the
 * day and window while the schedule asks for them, and a payment method. Blank after trimming is
 * missing; notes are optional.
 */
export function checkoutProblems({ values, destination, slot }: CheckoutForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const blank = (text: string) => text.trim() === '';
  const add = (field: CheckoutField, message: FieldProblem['message'], kind: FieldProblem['kind'] = 'blank') =>
    problems.push({ field, message, kind, step: field === 'slot' || field === 'payment' ? 'review' : 'details' });

  if (blank(values.customerName)) add('customerName', messages.customerName);
  if (blank(values.whatsapp)) add('whatsapp', messages.whatsapp);
  else if (!isMessageableWhatsapp(values.whatsapp)) add('whatsapp', messages.whatsappInvalid, 'invalid');
  if (asksFreeTextAddress(destination) && blank(values.address)) add('address', messages.address);
  if (destination && usesAddressParts(destination)) {
    const parts = destination.values;
    if (parts.areaId === '') add('area', messages.area);
    if (blank(parts.house) && blank(parts.building)) add('house', messages.house);
    if (blank(parts.road)) add('road', messages.road);
    if (blank(parts.block)) add('block', messages.block);
  }
  if (slot && !(slot.date && slot.window)) {
    add('slot', destination && isPickup(destination) ? messages.pickupSlot : messages.deliverySlot);
  }
  if (blank(values.paymentMethod)) add('payment', messages.payment, 'payment');
  return problems;
}

/**
 * The summary's heading: the spec's 'Please fill in all required fields' while anything required
 * is blank, else a plea to correct what was typed, else the missing payment method.
 */
export function problemsHeading(problems: readonly FieldProblem[]) {
  if (problems.some((problem) => problem.kind === 'blank')) return 'checkout.requiredFields' as const;
  if (problems.some((problem) => problem.kind === 'invalid')) return 'checkout.problems.checkDetails' as const;
  return 'checkout.paymentRequired' as const;
}

/** The problem of one field, if it has one. */
export const problemOf = (problems: readonly FieldProblem[], field: CheckoutField) =>
  problems.find((problem) => problem.field === field);
