import { internationalWhatsapp } from '@crumb/shared/whatsapp-number';

/**
 * A wa.me chat link (https://wa.me/{number}?text={message}). wa.me wants the international
 * number as digits only: '+973 3900 1234', '0097339001234', '39001234' and '٣٩٠٠١٢٣٤' all become
 * 97339001234.
 */
export function whatsappChatUrl(phone: string, message: string): string {
  return `https://wa.me/${internationalWhatsapp(phone)}?text=${encodeURIComponent(message)}`;
}
