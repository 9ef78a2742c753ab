import type { ParseKeys } from 'i18next';
import type { SettingTextKey } from '../graphql/generated';
import { extendedTextName, type ExtendedTextName } from './admin-settings';

/** Where on the storefront an extended text shows: the part of the Navigation page that edits it. */
export type ExtendedTextGroup = 'menu' | 'home' | 'products' | 'cart' | 'checkout' | 'confirmation' | 'footer';

interface ExtendedText {
  /** null: nothing on the storefront reads it, so the page does not offer it. */
  group: ExtendedTextGroup | null;
  /**
   * The storefront's text shown while the owner's is empty (the t() key the storefront reads
   * it with, see useSettingText; see storefront-defaults.ts for how its texts arrive); null
   * where the default is not a fixed text.
   */
  defaultText: ParseKeys | null;
}

/**
 * SPEC §3's extended texts, every key of the API's SettingTextKey (the Record makes a new key
 * fail tsc until it is placed), in the order the Navigation page shows them.
 */
export const extendedTexts = {
  navHomeText: { group: 'menu', defaultText: 'nav.home' },
  navProductsText: { group: 'menu', defaultText: 'nav.products' },
  navAboutText: { group: 'menu', defaultText: 'nav.about' },
  navContactText: { group: 'menu', defaultText: 'nav.contact' },
  navCartText: { group: 'menu', defaultText: 'nav.cart' },
  loading: { group: 'menu', defaultText: 'common.loading' },
  // On phones the hero shows this title instead of the hero title (itself the default).
  heroMobileTitle: { group: 'home', defaultText: null },
  orderNowText: { group: 'home', defaultText: 'home.orderNow' },
  categoryTitleText: { group: 'home', defaultText: 'home.categoriesTitle' },
  categorySubtitleText: { group: 'home', defaultText: 'home.categoriesSubtitle' },
  productsTitle: { group: 'products', defaultText: 'products.title' },
  productsSubtitle: { group: 'products', defaultText: 'products.subtitle' },
  allCategoriesText: { group: 'products', defaultText: 'products.allCategories' },
  noProductsText: { group: 'products', defaultText: 'products.noProducts' },
  cartTitle: { group: 'cart', defaultText: 'cart.title' },
  cartEmptyTitle: { group: 'cart', defaultText: 'cart.empty' },
  cartEmptyMessage: { group: 'cart', defaultText: 'cart.emptyMessage' },
  backToShopText: { group: 'cart', defaultText: 'shop.continueShopping' },
  // The cart and the checkout both title their summary and name its total with these two.
  orderSummaryTitle: { group: 'cart', defaultText: 'cart.summaryTitle' },
  totalText: { group: 'cart', defaultText: 'cart.total' },
  proceedToCheckoutText: { group: 'cart', defaultText: 'cart.proceedToCheckout' },
  checkoutTitle: { group: 'checkout', defaultText: 'checkout.title' },
  customerInfoTitle: { group: 'checkout', defaultText: 'checkout.customerTitle' },
  customerNameLabel: { group: 'checkout', defaultText: 'checkout.fullName' },
  whatsappLabel: { group: 'checkout', defaultText: 'checkout.whatsapp' },
  deliveryAddressLabel: { group: 'checkout', defaultText: 'checkout.address' },
  specialInstructionsLabel: { group: 'checkout', defaultText: 'checkout.notes' },
  voucherCodeLabel: { group: 'checkout', defaultText: 'checkout.voucherCode' },
  paymentMethodLabel: { group: 'checkout', defaultText: 'checkout.paymentMethod' },
  cashOnDeliveryText: { group: 'checkout', defaultText: 'checkout.cashOnDelivery' },
  subtotalLabel: { group: 'checkout', defaultText: 'checkout.subtotal' },
  deliveryChargeLabel: { group: 'checkout', defaultText: 'checkout.delivery' },
  discountLabel: { group: 'checkout', defaultText: 'checkout.discount' },
  placeOrderText: { group: 'checkout', defaultText: 'checkout.placeOrder' },
  orderSuccessTitle: { group: 'confirmation', defaultText: 'confirmation.confirmed' },
  orderSuccessMessage: { group: 'confirmation', defaultText: 'confirmation.submittedMessage' },
  orderIdLabel: { group: 'confirmation', defaultText: 'confirmation.orderId' },
  whatsNextTitle: { group: 'confirmation', defaultText: 'confirmation.whatsNext' },
  backToHomeText: { group: 'confirmation', defaultText: 'confirmation.backToHome' },
  continueShoppingText: { group: 'confirmation', defaultText: 'shop.continueShopping' },
  contactSectionTitle: { group: 'footer', defaultText: 'footer.contactTitle' },
  socialSectionTitle: { group: 'footer', defaultText: 'footer.socialTitle' },
  instagramLabel: { group: 'footer', defaultText: 'footer.instagram' },
  // The checkout asks no email: a reworded label would show nowhere.
  emailLabel: { group: null, defaultText: null },
} as const satisfies Record<SettingTextKey, ExtendedText>;

/** The extended texts the page offers. */
export type ShownTextKey = {
  [Key in SettingTextKey]: (typeof extendedTexts)[Key]['group'] extends null ? never : Key;
}[SettingTextKey];

export const extendedTextGroups: readonly ExtendedTextGroup[] = [
  'menu',
  'home',
  'products',
  'cart',
  'checkout',
  'confirmation',
  'footer',
];

/** The keys of a group, in the page's order. */
export const groupKeys = (group: ExtendedTextGroup) =>
  (Object.keys(extendedTexts) as SettingTextKey[]).filter(
    (key): key is ShownTextKey => extendedTexts[key].group === group,
  );

/** The form fields of every extended text the Navigation page edits. */
export const extendedTextFields: readonly ExtendedTextName[] = extendedTextGroups.flatMap((group) =>
  groupKeys(group).map(extendedTextName),
);
