import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP_UTC_OFFSET_MINUTES } from '@crumb/shared/shop-time';
import { adminHeaders } from '../../test/admin-session';
import { graphqlRequest } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { Order } from '../orders/order.entity';
import { Voucher, VoucherType } from '../vouchers/voucher.entity';
import { outboxMails, type ReadMail } from './testing/outbox';

const t = useTestApp();

const LRM = '\u200E';
const RLM = '\u200F';

let kunafa: Product;
let untranslated: Product;
beforeAll(async () => {
  const em = t.orm.em.fork();
  const category = em.create(Category, { name: 'Mail sweets', nameAr: 'حلويات البريد' });
  kunafa = em.create(Product, {
    name: 'Saffron kunafa tray',
    nameAr: 'صينية كنافة بالزعفران',
    priceFils: 4500,
    category,
  });
  untranslated = em.create(Product, { name: 'Oreo cheesecake', priceFils: 6250, category });
  em.create(Voucher, { code: 'EID10', type: VoucherType.fixed, discountValue: 1000 });
  await em.flush();
});

async function setOwnerLanguage(language: 'en' | 'ar') {
  const answer = await graphqlRequest(
    t,
    'mutation ($language: Language!) { updateAdminLanguage(language: $language) { language } }',
    { language },
    await adminHeaders(t),
  );
  expect(answer).toEqual({ data: { updateAdminLanguage: { language } } });
}

/** Places an order as a shopper (in English unless told: the shopper's language is not the owner's) and answers its mail. */
async function orderMail(shopperLanguage: 'en' | 'ar' = 'en'): Promise<{ mail: ReadMail; order: Order }> {
  const before = (await outboxMails(t)).length;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'accept-language': shopperLanguage },
    payload: {
      customerName: 'Huda',
      whatsapp: '+973 3555 0101',
      address: 'Road 1, Riffa',
      note: 'No nuts please.',
      paymentMethod: 'cash',
      voucherCode: 'EID10',
      items: [
        { productId: kunafa.id, quantity: 2 },
        { productId: untranslated.id, quantity: 1 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mails = await outboxMails(t);
  expect(mails).toHaveLength(before + 1);
  const order = await t.orm.em.fork().findOneOrFail(Order, response.json().orderId);
  return { mail: mails.at(-1)!, order };
}

/** The instant as Bahrain's clock reads it: its UTC fields are Bahrain's. */
const onBahrainClock = (at: Date) => new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Monday, 7 December 2026 at 15:58 (Bahrain time)': when it was placed, as an English reader in Bahrain writes it. */
function englishBahrainTime(at: Date): string {
  const bahrain = onBahrainClock(at);
  const day = `${WEEKDAYS[bahrain.getUTCDay()]}, ${bahrain.getUTCDate()} ${MONTHS[bahrain.getUTCMonth()]} ${bahrain.getUTCFullYear()}`;
  return `${day} at ${twoDigits(bahrain.getUTCHours())}:${twoDigits(bahrain.getUTCMinutes())} (Bahrain time)`;
}

describe("the owner's new-order email in the owner's language", () => {
  it("is English for an English owner, placed on the Bahrain clock as people read it, naming the customer's language", async () => {
    await setOwnerLanguage('en');
    const { mail, order } = await orderMail();
    expect(mail.subject).toBe(`New order #${order.id}: 16.250 BD`);
    expect(mail.text).toBe(
      [
        `A new order #${order.id} was placed on ${englishBahrainTime(order.createdAt)}.`,
        '',
        'Customer: Huda',
        'WhatsApp: +973 3555 0101',
        "Customer's language: English",
        'Address: Road 1, Riffa',
        'Note: No nuts please.',
        'Payment: cash on delivery',
        '',
        'Items:',
        '- Saffron kunafa tray x 2: 9.000 BD',
        '- Oreo cheesecake x 1: 6.250 BD',
        '',
        'Subtotal: 15.250 BD',
        'Delivery: 2.000 BD',
        'Discount (EID10): -1.000 BD',
        'Total: 16.250 BD',
      ].join('\n'),
    );
  });

  it('is Arabic for an Arabic owner: subject, words, dinars as the storefront writes them, the Arabic names sold', async () => {
    await setOwnerLanguage('ar');
    const { mail, order } = await orderMail();
    expect(mail.subject).toBe(`طلب جديد رقم ${order.id}: 16.250 د.ب`);
    // Each line is marked right to left; what the shopper typed in Latin letters or digits is
    // held left to right, and closed so that what follows is not drawn into it.
    const typed = (text: string) => `${LRM}${text}${LRM}${RLM}`;
    expect(mail.text.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${RLM}وصل طلب جديد رقم ${order.id} بتاريخ \\d{1,2} \\S+ \\d{4} الساعة \\d{1,2}:\\d{2} [صم] بتوقيت البحرين\\.$`,
        ),
      ),
      '',
      `${RLM}العميل: ${typed('Huda')}`,
      `${RLM}واتساب: ${typed('+973 3555 0101')}`,
      `${RLM}لغة العميل: الإنجليزية`,
      `${RLM}العنوان: ${typed('Road 1, Riffa')}`,
      `${RLM}ملاحظة: ${typed('No nuts please.')}`,
      `${RLM}طريقة الدفع: نقدًا عند الاستلام`,
      '',
      `${RLM}المنتجات:`,
      `${RLM}- صينية كنافة بالزعفران${RLM} × 2: 9.000 د.ب`,
      // No Arabic name was written: the English one, as every Arabic reader sees it.
      `${RLM}- ${typed('Oreo cheesecake')} × 1: 6.250 د.ب`,
      '',
      `${RLM}المجموع الفرعي: 15.250 د.ب`,
      `${RLM}التوصيل: 2.000 د.ب`,
      `${RLM}الخصم (${typed('EID10')}): ${LRM}\u22121.000 د.ب`,
      `${RLM}الإجمالي: 16.250 د.ب`,
    ]);
  });

  it("says which language the customer ordered in, in the owner's language", async () => {
    await setOwnerLanguage('en');
    expect((await orderMail('ar')).mail.text.split('\n')).toContain("Customer's language: Arabic");
    await setOwnerLanguage('ar');
    expect((await orderMail('ar')).mail.text.split('\n')).toContain(`${RLM}لغة العميل: العربية`);
  });

  it("says when in Bahrain's time", async () => {
    await setOwnerLanguage('ar');
    const { mail, order } = await orderMail();
    const bahrain = onBahrainClock(order.createdAt);
    const hour = bahrain.getUTCHours() % 12 || 12;
    const minutes = String(bahrain.getUTCMinutes()).padStart(2, '0');
    expect(mail.text.split('\n')[0]).toContain(
      ` ${bahrain.getUTCFullYear()} الساعة ${hour}:${minutes} ${bahrain.getUTCHours() < 12 ? 'ص' : 'م'} `,
    );
  });
});

describe("the test email in the owner's language", () => {
  const sendTestEmail = async () => {
    const before = (await outboxMails(t)).length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders/test-email',
      headers: await adminHeaders(t),
    });
    expect(answer.json()).toMatchObject({ success: true });
    const mails = await outboxMails(t);
    expect(mails).toHaveLength(before + 1);
    return mails.at(-1)!;
  };

  it.each([
    [
      'is Arabic for an Arabic owner',
      'ar',
      'رسالة تجريبية من كرمب',
      'هذه رسالة تجريبية من متجرك. إن وصلتك، فستصلك إشعارات الطلبات الجديدة على هذا البريد.',
    ],
    [
      'is English, as before, for an English owner',
      'en',
      'Crumb test email',
      'This is a test email from your shop. If you can read it, order notifications will reach you here.',
    ],
  ] as const)('%s', async (_name, language, subject, text) => {
    await setOwnerLanguage(language);
    expect(await sendTestEmail()).toEqual({ to: 'hello@crumb.bh', subject, text });
  });
});
