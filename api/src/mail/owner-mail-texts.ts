import { formatFils } from '@crumb/shared/money';
import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';
import type { Language } from '../localized/language';
import { inRightToLeftLine, negativeInRightToLeftLine, rightToLeftLine } from './right-to-left-text';

/**
 * The words of the owner's emails, one table per language, and how a line of each is laid
 * out: the Arabic lines carry direction marks (right-to-left-text.ts), the English ones none.
 * mail-texts.ts puts the mails together from them.
 */
export interface OwnerMailTexts {
  /** An amount in fils, as the storefront shows prices in this language. */
  money: (fils: number) => string;
  /** An amount taken off, such as a discount. */
  negative: (amount: string) => string;
  /** A text someone typed (a name, an address, a phone number, a code) inside a line. */
  typed: (text: string) => string;
  /** A whole line of the mail's body. */
  line: (text: string) => string;

  newOrderSubject(orderId: number, total: string): string;
  orderPlaced(orderId: number, placedAt: Date): string;
  customer: string;
  whatsapp: string;
  /** The language the customer ordered in, named in this one: the owner writes back in it. */
  customerLanguage: string;
  languageNames: Record<Language, string>;
  address: string;
  /** In place of the address on an order collected from the shop. */
  collection: string;
  pickupFromShop: string;
  /** The delivery area chosen at checkout, with its zone: 'Riffa (South)'. */
  area: string;
  areaInZone(area: string, zone: string): string;
  /** What the shopper added to the address's numbers to find the door. */
  directions: string;
  note: string;
  payment: string;
  cashOnDelivery: string;
  /** The delivery day and window the shopper booked. */
  deliveryTime: string;
  /** The day and window booked to collect the order. */
  pickupTime: string;
  /** '2026-11-26', '16:00', '20:00' -> 'Thursday, 26 November 2026, 16:00-20:00' in this language. */
  deliverySlot(date: string, start: string, end: string): string;
  items: string;
  itemLine(name: string, quantity: number, lineTotal: string): string;
  /** One group's choices of the line above: 'Size: 8 inch'. */
  itemChoices(option: string, choices: string[]): string;
  /** The message the shopper asked for on the line above. */
  itemMessage(message: string): string;
  subtotal: string;
  delivery: string;
  discount(voucherCode: string): string;
  total: string;

  testSubject: string;
  testBody: string;
}

/** 14500 fils -> '14.500 BD', written as the storefront writes every amount. */
export function formatBd(fils: number): string {
  return `${formatFils(fils)} BD`;
}

const unchanged = (text: string) => text;

/** A Bahrain calendar day read at its noon in UTC, so no offset can move it to another day. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);
const englishDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** When an English mail says the order was placed: the shop's clock in Bahrain, as people write it. */
const englishDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const englishTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

const english: OwnerMailTexts = {
  money: formatBd,
  negative: (amount) => `-${amount}`,
  typed: unchanged,
  line: unchanged,

  newOrderSubject: (orderId, total) => `New order #${orderId}: ${total}`,
  orderPlaced: (orderId, placedAt) =>
    `A new order #${orderId} was placed on ${englishDate.format(placedAt)} at ${englishTime.format(placedAt)} (Bahrain time).`,
  customer: 'Customer',
  whatsapp: 'WhatsApp',
  customerLanguage: "Customer's language",
  languageNames: { en: 'English', ar: 'Arabic' },
  address: 'Address',
  collection: 'Collection',
  pickupFromShop: 'pickup from the shop',
  area: 'Area',
  areaInZone: (area, zone) => `${area} (${zone})`,
  directions: 'Directions',
  note: 'Note',
  payment: 'Payment',
  cashOnDelivery: 'cash on delivery',
  deliveryTime: 'Delivery time',
  pickupTime: 'Pickup time',
  deliverySlot: (date, start, end) => `${englishDay.format(calendarDay(date))}, ${start}-${end}`,
  items: 'Items:',
  itemLine: (name, quantity, lineTotal) => `- ${name} x ${quantity}: ${lineTotal}`,
  itemChoices: (option, choices) => `  ${option}: ${choices.join(', ')}`,
  itemMessage: (message) => `  Message: "${message}"`,
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  discount: (voucherCode) => `Discount (${voucherCode})`,
  total: 'Total',

  testSubject: 'Crumb test email',
  testBody: 'This is a test email from your shop. If you can read it, order notifications will reach you here.',
};

/**
 * When an Arabic mail says the order was placed: the shop is in Bahrain (prices in dinars,
 * +973 numbers), so its clock, said in the text; Western digits as every amount of the shop.
 */
const arabicDate = new Intl.DateTimeFormat('ar-BH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: SHOP_TIME_ZONE,
});
const arabicTime = new Intl.DateTimeFormat('ar-BH', {
  hour: 'numeric',
  minute: '2-digit',
  numberingSystem: 'latn',
  timeZone: SHOP_TIME_ZONE,
});
const arabicDay = new Intl.DateTimeFormat('ar-BH', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: 'UTC',
});

const arabic: OwnerMailTexts = {
  // As the storefront's Arabic shows prices ('price.amount': '{{amount}} د.ب').
  money: (fils) => `${formatFils(fils)} د.ب`,
  negative: negativeInRightToLeftLine,
  typed: inRightToLeftLine,
  line: rightToLeftLine,

  newOrderSubject: (orderId, total) => `طلب جديد رقم ${orderId}: ${total}`,
  orderPlaced: (orderId, placedAt) =>
    `وصل طلب جديد رقم ${orderId} بتاريخ ${arabicDate.format(placedAt)} الساعة ${arabicTime.format(placedAt)} بتوقيت البحرين.`,
  customer: 'العميل',
  whatsapp: 'واتساب',
  customerLanguage: 'لغة العميل',
  languageNames: { en: 'الإنجليزية', ar: 'العربية' },
  address: 'العنوان',
  collection: 'الاستلام',
  pickupFromShop: 'من المتجر',
  area: 'المنطقة',
  areaInZone: (area, zone) => `${area} (${zone})`,
  directions: 'الإرشادات',
  note: 'ملاحظة',
  payment: 'طريقة الدفع',
  cashOnDelivery: 'نقدًا عند الاستلام',
  deliveryTime: 'موعد التوصيل',
  pickupTime: 'موعد الاستلام',
  // The times stay left to right inside the Arabic line (from-to reads 16:00-20:00, as on the storefront).
  deliverySlot: (date, start, end) => `${arabicDay.format(calendarDay(date))}، ${inRightToLeftLine(`${start}-${end}`)}`,
  items: 'المنتجات:',
  itemLine: (name, quantity, lineTotal) => `- ${name} × ${quantity}: ${lineTotal}`,
  itemChoices: (option, choices) => `  ${option}: ${choices.join('، ')}`,
  itemMessage: (message) => `  الرسالة: «${message}»`,
  subtotal: 'المجموع الفرعي',
  delivery: 'التوصيل',
  discount: (voucherCode) => `الخصم (${voucherCode})`,
  total: 'الإجمالي',

  testSubject: 'رسالة تجريبية من كرمب',
  testBody: 'هذه رسالة تجريبية من متجرك. إن وصلتك، فستصلك إشعارات الطلبات الجديدة على هذا البريد.',
};

export const OWNER_MAIL_TEXTS: Record<Language, OwnerMailTexts> = { en: english, ar: arabic };
