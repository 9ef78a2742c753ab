import { describe, expect, it } from 'vitest';
import { bahrainDateTime, bahrainDay } from '@crumb/shared/shop-time';
import { CSV_BOM, csvCell, ordersCsv, type ExportedOrder } from './order-export';

/** An order as the export reads it: a one-line pending order, with what a test is about given in `changes`. */
function exportedOrder(changes: Partial<ExportedOrder> = {}): ExportedOrder {
  return {
    id: '8',
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'pending',
    customerName: 'Sara',
    whatsapp: '33112233',
    address: 'Block 1',
    note: '',
    items: [{ name: 'Cake', quantity: 1 }],
    subtotal: 10,
    deliveryCharge: 2,
    discount: 0,
    total: 12,
    voucherCode: null,
    ...changes,
  };
}

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Fatima')).toBe('Fatima');
    expect(csvCell('فاطمة')).toBe('فاطمة');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Road 1, Manama')).toBe('"Road 1, Manama"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('makes text of what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+973 3900 0000')).toBe("'+973 3900 0000");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers we write ourselves are numbers.
    expect(csvCell(-1)).toBe('-1');
  });
});

describe('ordersCsv', () => {
  it('writes a BOM, a header and one CRLF row per order with its lines and 3-decimal amounts', () => {
    const csv = ordersCsv([
      exportedOrder({
        id: '7',
        createdAt: '2026-11-20T21:30:00.000Z',
        customerName: 'Noor, Jr.',
        whatsapp: '+973 3311 2233',
        address: 'Block 338',
        items: [
          { name: 'كيكة', quantity: 2 },
          { name: 'Mix', quantity: 1 },
        ],
        subtotal: 28.25,
        total: 30.25,
      }),
    ]);
    expect(csv.startsWith('\uFEFFOrder,Placed (Bahrain),Status,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      `7,2026-11-21 00:30,pending,"Noor, Jr.",'+973 3311 2233,Block 338,,كيكة x 2; Mix x 1,28.250,2.000,0.000,30.250,,,,delivery,,,en`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it("writes a line's choices in brackets after its name, then its message", () => {
    const csv = ordersCsv([
      exportedOrder({
        items: [
          {
            name: 'Chocolate Fudge Cake',
            quantity: 1,
            message: 'Happy Birthday Sara',
            choices: [{ choice: '8 inch' }, { choice: 'Candles' }],
          },
          { name: 'Mix', quantity: 1, choices: [] },
        ],
      }),
    ]);
    expect(csv.split('\r\n')[1]).toContain(
      '"Chocolate Fudge Cake (8 inch, Candles) x 1 ""Happy Birthday Sara""; Mix x 1"',
    );
  });

  it('heads the columns in Arabic for an Arabic admin', () => {
    expect(ordersCsv([], 'ar')).toBe(
      '\uFEFFالطلب,التاريخ (البحرين),الحالة,العميل,واتساب,العنوان,ملاحظة,المنتجات,المجموع الفرعي (د.ب),التوصيل (د.ب),الخصم (د.ب),الإجمالي (د.ب),القسيمة,يوم التوصيل,وقت التوصيل (البحرين),التوصيل أو الاستلام,المنطقة,الإرشادات,اللغة\r\n',
    );
  });

  it('ends each row with the delivery day and window booked at checkout', () => {
    const order = exportedOrder({ total: 12, voucherCode: null });
    const csv = ordersCsv([
      { ...order, deliveryDate: '2026-11-26', deliveryWindowStart: '16:00', deliveryWindowEnd: '20:00' },
      order,
    ]);
    const [header, booked, unbooked] = csv.split('\r\n');
    expect(
      header!.endsWith(',Voucher,Delivery day,Delivery time (Bahrain),Delivery or pickup,Area,Directions,Language'),
    ).toBe(true);
    expect(booked!.endsWith(',12.000,,2026-11-26,16:00-20:00,delivery,,,en')).toBe(true);
    expect(unbooked!.endsWith(',12.000,,,,delivery,,,en')).toBe(true);
  });

  it('says whether each order is delivered or collected, and the area in the admin language', () => {
    const delivered = exportedOrder({ fulfilment: 'delivery', area: 'Riffa', areaAr: 'الرفاع' });
    const collected = exportedOrder({ fulfilment: 'pickup', deliveryCharge: 0, total: 10 });
    const [, deliveredRow, collectedRow] = ordersCsv([delivered, collected]).split('\r\n');
    expect(deliveredRow!.endsWith(',delivery,Riffa,,en')).toBe(true);
    expect(collectedRow!.endsWith(',0.000,0.000,10.000,,,,pickup,,,en')).toBe(true);
    const [, arabicRow] = ordersCsv([delivered], 'ar').split('\r\n');
    expect(arabicRow!.endsWith(',delivery,الرفاع,,en')).toBe(true);
  });

  it('ends each row with the delivery directions the shopper gave and the language they ordered in, the earlier columns where they were', () => {
    const directed = exportedOrder({
      fulfilment: 'delivery',
      area: 'Riffa',
      areaAr: 'الرفاع',
      addressParts: { directions: 'Green gate, second floor' },
      language: 'ar',
    });
    const [header, row] = ordersCsv([directed]).slice(CSV_BOM.length).split('\r\n');
    expect(header).toBe(
      'Order,Placed (Bahrain),Status,Customer,WhatsApp,Address,Note,Items,Subtotal (BD),Delivery (BD),Discount (BD),Total (BD),Voucher,Delivery day,Delivery time (Bahrain),Delivery or pickup,Area,Directions,Language',
    );
    expect(row!.endsWith(',delivery,Riffa,"Green gate, second floor",ar')).toBe(true);
    // Directions a spreadsheet would run as a formula are text.
    const [, formula] = ordersCsv([exportedOrder({ addressParts: { directions: '=1+1' } })]).split('\r\n');
    expect(formula!.endsWith(",'=1+1,en")).toBe(true);
  });

  it('dates in Bahrain time', () => {
    expect(bahrainDateTime(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21 00:00');
    expect(bahrainDay(0, Date.parse('2026-11-30T22:00:00Z'))).toBe('2026-12-01');
  });
});
