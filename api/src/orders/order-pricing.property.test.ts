import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { filsToDinar } from '@crumb/shared/money';
import { useTestApp } from '../../test/use-test-app';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { Voucher, VoucherType } from '../vouchers/voucher.entity';
import { Order } from './order.entity';

const t = useTestApp({ seed: false });
let category: Category;
beforeAll(async () => {
  const em = t.orm.em.fork();
  category = em.create(Category, { name: 'Property cakes' });
  await em.flush();
});

/** The pricing rule written out again, independently, in whole fils. */
function expectedPrice(
  lines: Array<{ priceFils: number; quantity: number }>,
  voucher: { type: VoucherType; value: number } | null,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.priceFils * line.quantity, 0);
  let discount = 0;
  if (voucher?.type === VoucherType.percentage) discount = Math.floor((subtotal * voucher.value + 50) / 100);
  if (voucher?.type === VoucherType.fixed) discount = voucher.value;
  discount = Math.min(discount, subtotal);
  return { subtotal, discount, total: subtotal + 2000 - discount };
}

const cartArbitrary = fc.record({
  prices: fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 5 }),
  // Picks of those products, repeats included (the server merges them).
  picks: fc.array(fc.record({ index: fc.nat(), quantity: fc.integer({ min: 1, max: 199 }) }), {
    minLength: 1,
    maxLength: 5,
  }),
  voucher: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant(VoucherType.percentage), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ type: fc.constant(VoucherType.fixed), value: fc.integer({ min: 1, max: 500_000 }) }),
    ),
  ),
});

let run = 0;

describe('order pricing', () => {
  it('stores and answers total = subtotal + 2.000 - discount, from database prices, for any cart and voucher', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary, async ({ prices, picks, voucher }) => {
        run += 1;
        const em = t.orm.em.fork();
        const products = prices.map((priceFils, i) =>
          em.create(Product, { name: `Cake ${run}-${i}`, priceFils, category }),
        );
        const code = `PROP${run}`;
        if (voucher) em.create(Voucher, { code, type: voucher.type, discountValue: voucher.value });
        await em.flush();

        const items = picks.map(({ index, quantity }) => ({
          productId: products[index % products.length]!.id,
          quantity,
          price: 0.001,
        }));
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            customerName: 'P',
            whatsapp: '+973 3600 0001',
            address: 'A',
            paymentMethod: 'cash',
            items,
            voucherCode: voucher ? code : '',
            total: 0,
          },
        });
        expect(response.statusCode, response.body).toBe(201);

        const soldLines = items.map((item) => ({
          priceFils: prices[products.findIndex((p) => p.id === item.productId)]!,
          quantity: item.quantity,
        }));
        const expected = expectedPrice(soldLines, voucher);
        expect(response.json().total).toBe(filsToDinar(expected.total));

        const stored = await t.orm.em.fork().findOneOrFail(Order, response.json().orderId);
        expect([stored.subtotalFils, stored.deliveryFils, stored.discountFils, stored.totalFils]).toEqual([
          expected.subtotal,
          2000,
          expected.discount,
          expected.total,
        ]);
        expect([stored.subtotalFils, stored.discountFils, stored.totalFils].every(Number.isInteger)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
