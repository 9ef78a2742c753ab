import { asciiDigits, internationalWhatsapp } from '@crumb/shared/whatsapp-number';

// One customer per WhatsApp number as the shop reads it (packages/shared/src/whatsapp-number.ts),
// written once more in SQL so the database groups and searches the orders by it.

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const AS_ASCII = '01234567890123456789';

/**
 * internationalWhatsapp in SQL over a text `column`: Arabic and Persian digits as ASCII, the
 * digits alone, no leading 00, Bahrain's 973 before a local eight-digit number.
 */
export function customerKeySql(column: string): string {
  const digits = `regexp_replace(regexp_replace(translate(${column}, '${ARABIC_DIGITS}', '${AS_ASCII}'), '\\D', '', 'g'), '^00', '')`;
  return `(case when length(${digits}) = 8 then '973' || ${digits} else ${digits} end)`;
}

/** A customer's number as its key: '+973 3600 1234' -> '97336001234'. */
export const customerKey = internationalWhatsapp;

/** The digits of a search text, Arabic ones read as ASCII: what a number search looks for. */
export const searchDigits = (text: string): string => asciiDigits(text).replace(/\D/g, '');
