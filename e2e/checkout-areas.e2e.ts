import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, findOrder, type ApiOrder } from './support/admin-api';
import { violations } from './support/axe';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import {
  addToCart,
  demoProductName,
  goToCheckout,
  openCart,
  openShop,
  placeOrderAndConfirm,
  price,
  texts,
  type Language,
} from './support/shopper';

const browser = useBrowser();

// The demo bakery's areas (Riffa: 3.000 BD from 10.000 BD) and pickup, switched on for these
// journeys and back off after them: the other files check out as a shop without them.

interface AreasDocument {
  enabled: boolean;
  pickup: { enabled: boolean; mapUrl: string };
}

async function deliveryAreasCall(init: RequestInit = {}): Promise<AreasDocument> {
  const response = await fetch(`${inject('baseUrl')}/api/delivery-areas`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
  });
  const body = (await response.json()) as AreasDocument & { error?: string };
  if (!response.ok) throw new Error(`/api/delivery-areas: ${response.status} ${body.error ?? ''}`);
  return body;
}

const saveAreas = (areas: AreasDocument) => deliveryAreasCall({ method: 'PUT', body: JSON.stringify(areas) });

interface PlacedOrder extends ApiOrder {
  fulfilment: string;
  area: string | null;
  addressParts: { road: string; block: string } | null;
}

/** Where the demo bakery's pickup orders are collected. */
const PICKUP_ADDRESS = {
  en: 'Building 1021, Road 3803, Block 338, Adliya, Manama',
  ar: 'مبنى 1021، طريق 3803، مجمع 338، العدلية، المنامة',
} as const;

// Chocolate Fudge Cake 12.500 BD: over Riffa's minimum, under free delivery (20.000 BD).
const CAKE = 12.5;

describe.skipIf(browserMissing)('checkout with delivery areas and pickup, on a phone', () => {
  let original: AreasDocument | undefined;

  beforeAll(async () => {
    original = await deliveryAreasCall();
    await saveAreas({
      ...original,
      enabled: true,
      pickup: { ...original.pickup, enabled: true, mapUrl: 'https://maps.example.com/crumb' },
    });
  });

  afterAll(async () => {
    if (original) await saveAreas(original);
  });

  async function checkoutWithCake(language: Language) {
    const page = await browser.newPage(PHONE);
    await openShop(page, language, '/products');
    await addToCart(page, language, demoProductName('Chocolate Fudge Cake', language));
    await openCart(page, language, true, 1);
    await goToCheckout(page, language);
    return page;
  }

  it.each(['en', 'ar'] as const)(
    'delivers to Riffa in %s: the zone fee before ordering, then on the order',
    async (language) => {
      const t = texts[language].checkout;
      const page = await checkoutWithCake(language);

      await page.getByLabel(t.fullName).fill(`Riffa shopper ${language}`);
      await page.getByLabel(t.whatsapp).fill('+973 3900 1234');
      await page.getByLabel(t.destination.areaSearch).fill(language === 'ar' ? 'الرفاع' : 'al riffa');
      const area = page.getByRole('group', { name: t.destination.area });
      await area
        .getByRole('radio', { name: new RegExp(`^${language === 'ar' ? 'الرفاع' : 'Riffa'}`) })
        .first()
        .check();
      await page.getByLabel(t.destination.house).fill('12');
      await page.getByLabel(new RegExp(`^${t.destination.road}`)).fill('2803');
      await page.getByLabel(new RegExp(`^${t.destination.block}`)).fill('928');
      const summary = page.getByRole('region', { name: t.summaryTitle });
      await summary.getByText(price(CAKE + 3, language), { exact: true }).waitFor();
      expect(await violations(page)).toEqual([]);

      const orderId = await placeOrderAndConfirm(page, language);
      const order = await findOrder<PlacedOrder>(orderId);
      expect(order).toMatchObject({ fulfilment: 'delivery', area: 'Riffa', deliveryCharge: 3, total: CAKE + 3 });
      expect(order?.addressParts).toMatchObject({ road: '2803', block: '928' });
    },
  );

  it.each(['en', 'ar'] as const)('collects from the shop in %s: free, with the shop’s address', async (language) => {
    const t = texts[language].checkout;
    const page = await checkoutWithCake(language);

    await page.getByRole('radio', { name: new RegExp(`^${t.destination.pickup}`) }).check();
    await page.getByText(t.destination.pickupFrom).waitFor();
    expect(await page.getByLabel(t.destination.areaSearch).count()).toBe(0);
    await page.getByLabel(t.fullName).fill(`Pickup shopper ${language}`);
    await page.getByLabel(t.whatsapp).fill('+973 3900 1234');
    const summary = page.getByRole('region', { name: t.summaryTitle });
    await summary.getByText(price(CAKE, language), { exact: true }).last().waitFor();
    expect(await violations(page)).toEqual([]);

    const orderId = await placeOrderAndConfirm(page, language);
    const order = await findOrder<PlacedOrder>(orderId);
    expect(order).toMatchObject({ fulfilment: 'pickup', deliveryCharge: 0, total: CAKE });

    // The confirmation says where to collect it and that it is paid for then, not delivered.
    const c = texts[language].confirmation;
    const collectFrom = page.locator('dt', { hasText: c.collectFrom }).locator('xpath=following-sibling::dd[1]');
    await collectFrom.getByText(PICKUP_ADDRESS[language], { exact: true }).waitFor();
    expect(await collectFrom.getByRole('link', { name: c.mapLink }).getAttribute('href')).toBe(
      'https://maps.example.com/crumb',
    );
    await page.getByText(c.cashNotePickup, { exact: true }).waitFor();
    await page.getByText(c.stepCollect, { exact: true }).waitFor();
    for (const deliveryText of [c.cashNote, c.stepDeliver, c.cashOnDelivery])
      expect(await page.getByText(deliveryText, { exact: true }).count()).toBe(0);
  });
});
