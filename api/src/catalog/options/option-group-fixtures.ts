/**
 * A cake's sizes as the owner writes them over GraphQL, the one group the option tests and the
 * order-with-choices tests both build on: 6 inch at the product's price, 8 inch for 4.000 BD
 * more, 10 inch for 7.500 BD more with no Arabic name (Arabic readers see the English).
 * `tenInchSoldOut` saves the 10 inch as sold out, for the tests of refused orders.
 */
export function cakeSizesInput({ tenInchSoldOut = false }: { tenInchSoldOut?: boolean } = {}) {
  return {
    name: 'Size',
    nameAr: 'الحجم',
    required: true,
    choices: [
      { name: '6 inch', nameAr: '6 إنش' },
      { name: '8 inch', nameAr: '8 إنش', priceDelta: 4 },
      { name: '10 inch', priceDelta: 7.5, ...(tenInchSoldOut ? { available: false } : {}) },
    ],
  };
}
