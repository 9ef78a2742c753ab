import { formatDinar } from '@crumb/shared/money';
import { bahrainDateTime } from '@crumb/shared/shop-time';
import type { Language } from '../localized/language';

/**
 * The orders as a CSV file for spreadsheet programs (GET /api/orders/export.csv): UTF-8 with a
 * byte order mark (so Excel reads Arabic), CRLF rows, every cell quoted where it must be, and
 * cells that a spreadsheet would run as a formula made text.
 */

/** Excel and LibreOffice read UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/** A cell starting with one of these is a formula to a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formulas defused with a leading quote, then quoted when it holds , " or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

export interface ExportedOrder {
  id: string;
  createdAt: string;
  status: string;
  customerName: string;
  whatsapp: string;
  address: string;
  note: string;
  /** `message`: the text on the cake, null or absent when none; `choices`: what it was sold with. */
  items: ReadonlyArray<{
    name: string;
    quantity: number;
    message?: string | null;
    choices?: ReadonlyArray<{ choice: string }>;
  }>;
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  total: number;
  voucherCode: string | null;
  deliveryDate?: string | null;
  deliveryWindowStart?: string | null;
  deliveryWindowEnd?: string | null;
  /** 'delivery' or 'pickup' (absent on orders read without it: delivery). */
  fulfilment?: string | null;
  /** The delivery area chosen, in each language; null without delivery areas or for pickup. */
  area?: string | null;
  areaAr?: string | null;
  /** The address's numbers given with delivery areas on; their `directions` are how to find the door. */
  addressParts?: { directions: string } | null;
  /** The language the order was placed in, 'en' or 'ar' (absent on orders read without it: en). */
  language?: string | null;
}

/**
 * The header row in the admin's language; statuses stay the API's values, readable in both. A
 * new column goes at the end, so a sheet that reads the columns by position still finds the others.
 */
const HEADERS: Record<Language, readonly string[]> = {
  en: [
    'Order',
    'Placed (Bahrain)',
    'Status',
    'Customer',
    'WhatsApp',
    'Address',
    'Note',
    'Items',
    'Subtotal (BD)',
    'Delivery (BD)',
    'Discount (BD)',
    'Total (BD)',
    'Voucher',
    'Delivery day',
    'Delivery time (Bahrain)',
    'Delivery or pickup',
    'Area',
    'Directions',
    'Language',
  ],
  ar: [
    'الطلب',
    'التاريخ (البحرين)',
    'الحالة',
    'العميل',
    'واتساب',
    'العنوان',
    'ملاحظة',
    'المنتجات',
    'المجموع الفرعي (د.ب)',
    'التوصيل (د.ب)',
    'الخصم (د.ب)',
    'الإجمالي (د.ب)',
    'القسيمة',
    'يوم التوصيل',
    'وقت التوصيل (البحرين)',
    'التوصيل أو الاستلام',
    'المنطقة',
    'الإرشادات',
    'اللغة',
  ],
};

/** A booked delivery window as '16:00-20:00'; empty without one. */
export function deliveryTime(order: Pick<ExportedOrder, 'deliveryWindowStart' | 'deliveryWindowEnd'>): string {
  return order.deliveryWindowStart && order.deliveryWindowEnd
    ? `${order.deliveryWindowStart}-${order.deliveryWindowEnd}`
    : '';
}

/**
 * 'Cake x 2', its choices in brackets after the name and the message on it in quotes when it
 * has them: 'Cake (8 inch, Candles) x 1 "Happy Birthday Sara"'.
 */
function itemText(item: ExportedOrder['items'][number]): string {
  const choices = item.choices?.length ? ` (${item.choices.map(({ choice }) => choice).join(', ')})` : '';
  const line = `${item.name}${choices} x ${item.quantity}`;
  return item.message ? `${line} "${item.message}"` : line;
}

/** The file's start: the BOM and the header row in `language`. */
export function ordersCsvHead(language: Language = 'en'): string {
  return `${CSV_BOM}${csvRow(HEADERS[language])}\r\n`;
}

/**
 * One row per order, each ending its line, its lines as "Name x 2; Other x 1" (a line's message
 * in quotes after it); the area in `language`, how the order leaves and the language it was
 * placed in as the API's values, as statuses are; the directions as the shopper typed them.
 */
export function ordersCsvRows(orders: readonly ExportedOrder[], language: Language = 'en'): string {
  return orders
    .map(
      (order) =>
        `${csvRow([
          order.id,
          bahrainDateTime(new Date(order.createdAt)),
          order.status,
          order.customerName,
          order.whatsapp,
          order.address,
          order.note,
          order.items.map(itemText).join('; '),
          formatDinar(order.subtotal),
          formatDinar(order.deliveryCharge),
          formatDinar(order.discount),
          formatDinar(order.total),
          order.voucherCode,
          order.deliveryDate,
          deliveryTime(order),
          order.fulfilment ?? 'delivery',
          language === 'ar' ? (order.areaAr ?? order.area) : order.area,
          order.addressParts?.directions,
          order.language ?? 'en',
        ])}\r\n`,
    )
    .join('');
}

/** The whole file: BOM, a header row in `language`, one row per order. The export sends it in parts, the same bytes. */
export function ordersCsv(orders: readonly ExportedOrder[], language: Language = 'en'): string {
  return ordersCsvHead(language) + ordersCsvRows(orders, language);
}
