import type { DocumentNode } from 'graphql';
import { graphql, http, HttpResponse, type JsonBodyType } from 'msw';
import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import {
  AboutSettingsDocument,
  AdminExistsDocument,
  CartAvailabilityDocument,
  CartProductNamesDocument,
  CatalogCategoriesDocument,
  CatalogProductPageDocument,
  ProductPageDocument,
  CheckoutDeliveryAreasDocument,
  CheckoutDeliveryDaysDocument,
  HomeFeaturedProductsDocument,
  HomepageCategoriesDocument,
  OrderLookupDocument,
  PlaceOrderDocument,
  SiteSettingsDocument,
  ValidateVoucherDocument,
  VerifyAdminDocument,
} from '../graphql/generated';
import { FailedOwnerNotificationsDocument } from '@crumb/shared/shared-operations';
import { AdminBackupsDocument, AdminShopFiguresDocument } from '../admin/graphql/generated';
import { buildShopFigures } from '../admin/dashboard/shop-figures-testing';
import { deliveryAreasOff } from '../checkout/delivery-areas-testing';
import { serverFault } from './api-errors';
import { buildAboutSettings, buildSettings, demoCategories, demoMessageLimits, demoProducts } from './fixtures';

/** What the server answers to an order: its own id and total (unlike the client's estimate). */
export const demoReceipt = { __typename: 'OrderReceipt', orderId: '42', total: 99.999 };

/** The demo shop's voucher: 10% off. */
export const demoVoucher = { code: 'SAVE10', percent: 10 };

/** The order a guest can look up: #42, placed with +973 3900 1234, for Thursday 16:00-20:00. */
export const demoLookedUpOrder = {
  __typename: 'OrderLookup',
  id: '42',
  status: 'confirmed',
  items: [
    {
      __typename: 'OrderLine',
      name: 'Chocolate Fudge Cake',
      quantity: 1,
      lineTotal: 12.5,
      message: 'Happy Birthday Sara',
      choices: [
        { __typename: 'OrderLineChoice', choice: '8 inch' },
        { __typename: 'OrderLineChoice', choice: 'Candles' },
      ],
    },
  ],
  subtotal: 12.5,
  deliveryCharge: 2,
  discount: 0,
  total: 14.5,
  deliveryDate: '2026-11-26',
  deliveryWindowStart: '16:00',
  deliveryWindowEnd: '20:00',
  // Placed while delivery areas and pickup were off.
  fulfilment: 'delivery' as const,
  area: null,
  areaAr: null,
};

type CatalogProduct = (typeof demoProducts)[number];

/**
 * The cart asks about its own products only, as the API answers: those whose ids it names (GraphQL
 * takes one id where a list is expected, as the generated variables' type allows), each as
 * `answered` has it.
 */
const cartProducts = <Answered extends JsonBodyType>(
  ids: string | readonly string[],
  answered: (product: CatalogProduct) => Answered,
) =>
  HttpResponse.json<{ data: { products: Answered[] } }>({
    data: { products: demoProducts.filter((product) => [ids].flat().includes(product.id)).map(answered) },
  });

/**
 * The catalogue's pages as the API answers them from these products: of a category, matching
 * the search words (in the name or the description, any case), a page at a time, with the count.
 */
export function answerCatalog(products: readonly CatalogProduct[]) {
  return graphql.query(CatalogProductPageDocument, ({ variables }) => {
    const words = variables.q?.trim().toLowerCase() ?? '';
    const matching = products.filter(
      (product) =>
        (variables.categoryId == null || product.categoryId === variables.categoryId) &&
        `${product.name} ${product.description}`.toLowerCase().includes(words),
    );
    const items = matching.slice(variables.offset, variables.offset + variables.limit);
    const productPage = { __typename: 'ProductPage', total: matching.length, items };
    return HttpResponse.json({ data: { productPage } });
  });
}

/** A working demo shop; a test overrides one operation with server.use(...). */
export const handlers = [
  // The back office's live orders: 204 tells the page not to follow (tests that follow answer a stream).
  http.get('*/api/orders/events', () => new HttpResponse(null, { status: 204 })),
  graphql.query(SiteSettingsDocument, () => HttpResponse.json({ data: { settings: buildSettings() } })),
  graphql.query(HomepageCategoriesDocument, () => HttpResponse.json({ data: { homepageCategories: demoCategories } })),
  graphql.query(HomeFeaturedProductsDocument, () =>
    HttpResponse.json({ data: { featuredProducts: demoProducts.filter((product) => product.featured) } }),
  ),
  graphql.query(CatalogCategoriesDocument, () => HttpResponse.json({ data: { categories: demoCategories } })),
  answerCatalog(demoProducts),
  graphql.query(ProductPageDocument, ({ variables }) =>
    HttpResponse.json({ data: { findProduct: demoProducts.find((product) => product.id === variables.id) ?? null } }),
  ),
  graphql.query(CartProductNamesDocument, ({ variables }) =>
    cartProducts(variables.ids, ({ __typename, id, name, options }) => ({ __typename, id, name, options })),
  ),
  graphql.query(CartAvailabilityDocument, ({ variables }) =>
    cartProducts(variables.ids, ({ __typename, id, name, available, options }) => ({
      __typename,
      id,
      name,
      available,
      messageMaxLength: demoMessageLimits[id] ?? null,
      options,
    })),
  ),
  graphql.query(AboutSettingsDocument, () => HttpResponse.json({ data: { settings: buildAboutSettings() } })),
  // The shop has its admin: the login dialog opens in sign-in mode.
  graphql.query(AdminExistsDocument, () => HttpResponse.json({ data: { adminExists: true } })),
  // A stored token is refused unless a test signs an admin in.
  graphql.query(VerifyAdminDocument, () =>
    HttpResponse.json({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }),
  ),
  graphql.query(ValidateVoucherDocument, ({ variables }) => {
    const { code = '', subtotal = 0 } = variables;
    if (code.toUpperCase() !== demoVoucher.code) {
      return HttpResponse.json({
        errors: [{ message: 'Invalid voucher code', extensions: { code: 'BAD_USER_INPUT' } }],
      });
    }
    const discountAmount = filsToDinar(Math.round((dinarToFils(subtotal) * demoVoucher.percent) / 100));
    const voucher = { __typename: 'Voucher', id: '1', code: demoVoucher.code };
    const validateVoucher = { __typename: 'VoucherValidation', discountAmount, voucher };
    return HttpResponse.json({ data: { validateVoucher } });
  }),
  // The delivery schedule is off by default: checkout asks for no day.
  graphql.query(CheckoutDeliveryDaysDocument, () => HttpResponse.json({ data: { deliveryDays: [] } })),
  // Delivery areas and pickup are off by default: checkout is a shop's without them.
  graphql.query(CheckoutDeliveryAreasDocument, () => HttpResponse.json({ data: { deliveryAreas: deliveryAreasOff } })),
  graphql.mutation(PlaceOrderDocument, () => HttpResponse.json({ data: { createOrder: demoReceipt } })),
  graphql.query(OrderLookupDocument, ({ variables }) =>
    (variables.orderId ?? '').replace('#', '') === '42' &&
    (variables.whatsapp ?? '').replace(/\D/g, '') === '97339001234'
      ? HttpResponse.json({ data: { orderLookup: demoLookedUpOrder } })
      : HttpResponse.json({
          data: null,
          errors: [
            { message: 'No order matches this order number and WhatsApp number.', extensions: { code: 'NOT_FOUND' } },
          ],
        }),
  ),
  // The back-office dashboard's figures: a shop with no order yet.
  graphql.query(AdminShopFiguresDocument, () => HttpResponse.json({ data: { shopFigures: buildShopFigures() } })),
  // Every order email went out, as in a shop whose mail server works.
  graphql.query(FailedOwnerNotificationsDocument, () => HttpResponse.json({ data: { failedOwnerNotifications: [] } })),
  // A new shop's backups: none taken yet, the server's daily ones on, the newest 7 kept.
  graphql.query(AdminBackupsDocument, () =>
    HttpResponse.json({
      data: {
        backups: [],
        automaticBackups: {
          everyHours: 24,
          keep: 7,
          nextAt: '2026-11-29T10:00:00.000Z',
        },
      },
    }),
  ),
];

/** The operation answers with a GraphQL error, as the API does when its database is down. */
export function failingQuery(document: DocumentNode) {
  return graphql.query(document, serverFault);
}
