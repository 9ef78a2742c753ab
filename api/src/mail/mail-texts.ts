import { choicesByOption } from '../catalog/options/chosen-options';
import { Fulfilment } from '../delivery-areas/fulfilment';
import type { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import type { Order } from '../orders/order.entity';
import type { MailMessage } from './mailer';
import { OWNER_MAIL_TEXTS } from './owner-mail-texts';

/**
 * The owner's notice of a new order, in the owner's language: everything needed to call the
 * customer on WhatsApp, with the language the customer ordered in and every time on the shop's
 * Bahrain clock. Each line names the product as it was sold, in that language (an
 * Arabic name left empty reads the English one).
 */
export function newOrderMail(order: Order, to: string, language: Language): MailMessage {
  const texts = OWNER_MAIL_TEXTS[language];
  const { money, typed } = texts;
  const field = (label: string, value: string) => `${label}: ${value}`;
  const items = order.items.getItems().flatMap((line) => [
    texts.itemLine(
      typed(inLanguage(language, { en: line.name, ar: line.nameAr })),
      line.quantity,
      money(line.lineTotal),
    ),
    // The choices and the text to write on the cake, under its line: what the owner bakes from.
    ...choicesByOption(line.choices, language).map(({ option, choices }) =>
      texts.itemChoices(typed(option), choices.map(typed)),
    ),
    ...(line.message ? [texts.itemMessage(typed(line.message))] : []),
  ]);
  const pickup = order.fulfilment === Fulfilment.pickup;
  const area = order.areaName && inLanguage(language, { en: order.areaName, ar: order.areaNameAr ?? '' });
  const zone = order.zoneName && inLanguage(language, { en: order.zoneName, ar: order.zoneNameAr ?? '' });
  const directions = order.addressParts?.directions;
  const text = [
    texts.orderPlaced(order.id, order.createdAt),
    '',
    field(texts.customer, typed(order.customerName)),
    field(texts.whatsapp, typed(order.whatsapp)),
    field(texts.customerLanguage, texts.languageNames[order.language]),
    pickup ? field(texts.collection, texts.pickupFromShop) : field(texts.address, typed(order.address)),
    ...(area ? [field(texts.area, zone ? texts.areaInZone(typed(area), typed(zone)) : typed(area))] : []),
    ...(directions ? [field(texts.directions, typed(directions))] : []),
    ...(order.note ? [field(texts.note, typed(order.note))] : []),
    ...(order.deliveryDate && order.deliveryWindowStart && order.deliveryWindowEnd
      ? [
          field(
            pickup ? texts.pickupTime : texts.deliveryTime,
            texts.deliverySlot(order.deliveryDate, order.deliveryWindowStart, order.deliveryWindowEnd),
          ),
        ]
      : []),
    field(texts.payment, texts.cashOnDelivery),
    '',
    texts.items,
    ...items,
    '',
    field(texts.subtotal, money(order.subtotalFils)),
    field(texts.delivery, money(order.deliveryFils)),
    ...(order.voucherCode
      ? [field(texts.discount(typed(order.voucherCode)), texts.negative(money(order.discountFils)))]
      : []),
    field(texts.total, money(order.totalFils)),
  ]
    .map(texts.line)
    .join('\n');
  return { to, subject: texts.newOrderSubject(order.id, money(order.totalFils)), text };
}

export function testMail(to: string, language: Language): MailMessage {
  const texts = OWNER_MAIL_TEXTS[language];
  return { to, subject: texts.testSubject, text: texts.testBody };
}
