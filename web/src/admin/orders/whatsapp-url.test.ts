import { describe, expect, it } from 'vitest';
import { whatsappChatUrl } from './whatsapp-url';

describe('whatsappChatUrl: the chat link the owner opens for an order', () => {
  it('keeps only the digits of an international number', () => {
    expect(whatsappChatUrl('+973 3900-1234', 'Hi')).toBe('https://wa.me/97339001234?text=Hi');
  });

  it('drops the 00 international prefix', () => {
    expect(whatsappChatUrl('00973 3900 1234', 'Hi')).toBe('https://wa.me/97339001234?text=Hi');
  });

  it("puts Bahrain's code before a local eight-digit number", () => {
    expect(whatsappChatUrl('3900 1234', 'Hi')).toBe('https://wa.me/97339001234?text=Hi');
  });

  it('reads a number typed with Arabic-Indic digits, as an Arabic phone keyboard types it', () => {
    expect(whatsappChatUrl('٣٩٠٠١٢٣٤', 'Hi')).toBe('https://wa.me/97339001234?text=Hi');
    expect(whatsappChatUrl('+٩٧٣ ۳۹۰۰ ۱۲۳۴', 'Hi')).toBe('https://wa.me/97339001234?text=Hi');
  });

  it('encodes the message, Arabic and punctuation included', () => {
    expect(whatsappChatUrl('+97339001234', 'مرحبًا #12 & 4.500 BD')).toBe(
      `https://wa.me/97339001234?text=${encodeURIComponent('مرحبًا #12 & 4.500 BD')}`,
    );
    expect(whatsappChatUrl('+97339001234', 'a b&c#d')).toBe('https://wa.me/97339001234?text=a%20b%26c%23d');
  });

  it('leaves out the direction marks and isolates the page puts around times and names', () => {
    const marked =
      'للتوصيل يوم الخميس، من \u206616:00\u2069 إلى \u206620:00\u2069 \u2068Sara\u2069\u200f \u200e#12\u061c';
    expect(whatsappChatUrl('+97339001234', marked)).toBe(
      `https://wa.me/97339001234?text=${encodeURIComponent('للتوصيل يوم الخميس، من 16:00 إلى 20:00 Sara #12')}`,
    );
  });
});
