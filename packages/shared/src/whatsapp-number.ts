// A customer's WhatsApp number as the shop reads it, whatever way it was typed: the back office's
// chat link and the guest order lookup both need the one number behind '+973 3600 1234',
// '0097336001234', '36001234' and '٣٦٠٠١٢٣٤'.

/** Bahrain's calling code: the shop's customers mostly type their local number of eight digits. */
const BAHRAIN_CALLING_CODE = '973';
const BAHRAIN_NUMBER_LENGTH = 8;

/** Arabic-Indic and Persian digits as ASCII ones: a phone keyboard set to Arabic types them. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/**
 * The international number as digits alone, as wa.me wants it: no '+', no '00' in front, and
 * Bahrain's code before a local eight-digit number. Empty when the text holds no digit.
 */
export function internationalWhatsapp(text: string): string {
  const digits = asciiDigits(text).replace(/\D/g, '').replace(/^00/, '');
  return digits.length === BAHRAIN_NUMBER_LENGTH ? BAHRAIN_CALLING_CODE + digits : digits;
}

/** The fewest and most digits of a number WhatsApp can reach (ITU E.164 allows 15 at most). */
export const WHATSAPP_MIN_DIGITS = 8;
export const WHATSAPP_MAX_DIGITS = 15;

/**
 * Whether the shop can message this number: 8 to 15 digits once read as above ('3600 1234' is
 * 973 and its eight digits). The order's rule, and checkout's before it sends; '123' is no number.
 */
export function isMessageableWhatsapp(text: string): boolean {
  const digits = internationalWhatsapp(text).length;
  return digits >= WHATSAPP_MIN_DIGITS && digits <= WHATSAPP_MAX_DIGITS;
}
