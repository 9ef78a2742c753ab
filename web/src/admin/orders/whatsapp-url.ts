/** Bahrain's calling code: the shop's customers type local numbers of eight digits. */
const localCountryCode = '973';
const localNumberLength = 8;

/**
 * A wa.me chat link (https://wa.me/{number}?text={message}). wa.me wants the international
 * number as digits only, without + or 00: '+973 3900 1234' and '0097339001234' become
 * 97339001234, and a local eight-digit number gets Bahrain's code in front.
 */
export function whatsappChatUrl(phone: string, message: string): string {
  let digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length === localNumberLength) digits = localCountryCode + digits;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
