import { internationalWhatsapp } from '@crumb/shared/whatsapp-number';
import { withoutDirectionMarks } from '../../shared/bidi';

/**
 * A wa.me chat link (https://wa.me/{number}?text={message}). wa.me wants the international
 * number as digits only: '+973 3900 1234', '0097339001234', '39001234' and '٣٩٠٠١٢٣٤' all become
 * 97339001234. The message goes without the page's direction marks: WhatsApp lays it out itself.
 */
export function whatsappChatUrl(phone: string, message: string): string {
  return `https://wa.me/${internationalWhatsapp(phone)}?text=${encodeURIComponent(withoutDirectionMarks(message))}`;
}
