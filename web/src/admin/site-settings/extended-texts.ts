import type { SettingTextKey } from '@crumb/shared/schema-types';
import { extendedTextName, type ExtendedTextName } from './admin-settings';
import type { StorefrontTextKey } from './storefront-defaults';

/** Where on the storefront an extended text shows: the part of the Navigation page that edits it. */
export type ExtendedTextGroup = 'menu' | 'home' | 'products' | 'cart' | 'checkout' | 'confirmation' | 'footer';

interface ExtendedText {
  /** null: nothing on the storefront reads it, so the page does not offer it. */
  group: ExtendedTextGroup | null;
  /**
   * The storefront's text shown while the owner's is empty (the t() key the storefront reads
   * it with, see useSettingText, its namespace written before it; see storefront-defaults.ts
   * for how those namespaces arrive); null where the default is not a fixed text.
   */
  defaultText: StorefrontTextKey | null;
}

/**
 * The extended texts (docs/product.md#extended-texts), every key of the API's SettingTextKey (the
 * Record makes a new key fail tsc until it is placed), in the order the Navigation page shows them.
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
  orderNowText: { group: 'home', defaultText: 'home:home.orderNow' },
  categoryTitleText: { group: 'home', defaultText: 'home:home.categoriesTitle' },
  categorySubtitleText: { group: 'home', defaultText: 'home:home.categoriesSubtitle' },
  productsTitle: { group: 'products', defaultText: 'catalog:products.title' },
  productsSubtitle: { group: 'products', defaultText: 'catalog:products.subtitle' },
  allCategoriesText: { group: 'products', defaultText: 'catalog:products.allCategories' },
  noProductsText: { group: 'products', defaultText: 'catalog:products.noProducts' },
  cartTitle: { group: 'cart', defaultText: 'cart:cart.title' },
  cartEmptyTitle: { group: 'cart', defaultText: 'cart:cart.empty' },
  cartEmptyMessage: { group: 'cart', defaultText: 'cart:cart.emptyMessage' },
  backToShopText: { group: 'cart', defaultText: 'shop.continueShopping' },
  // The cart and the checkout both title their summary and name its total with these two.
  orderSummaryTitle: { group: 'cart', defaultText: 'cart:cart.summaryTitle' },
  totalText: { group: 'cart', defaultText: 'cart:cart.total' },
  proceedToCheckoutText: { group: 'cart', defaultText: 'cart:cart.proceedToCheckout' },
  checkoutTitle: { group: 'checkout', defaultText: 'checkout:checkout.title' },
  customerInfoTitle: { group: 'checkout', defaultText: 'checkout:checkout.customerTitle' },
  customerNameLabel: { group: 'checkout', defaultText: 'checkout:checkout.fullName' },
  whatsappLabel: { group: 'checkout', defaultText: 'checkout:checkout.whatsapp' },
  deliveryAddressLabel: { group: 'checkout', defaultText: 'checkout:checkout.address' },
  specialInstructionsLabel: { group: 'checkout', defaultText: 'checkout:checkout.notes' },
  voucherCodeLabel: { group: 'checkout', defaultText: 'checkout:checkout.voucherCode' },
  paymentMethodLabel: { group: 'checkout', defaultText: 'checkout:checkout.paymentMethod' },
  cashOnDeliveryText: { group: 'checkout', defaultText: 'checkout:checkout.cashOnDelivery' },
  subtotalLabel: { group: 'checkout', defaultText: 'checkout:checkout.subtotal' },
  deliveryChargeLabel: { group: 'checkout', defaultText: 'checkout:checkout.delivery' },
  discountLabel: { group: 'checkout', defaultText: 'checkout:checkout.discount' },
  placeOrderText: { group: 'checkout', defaultText: 'checkout:checkout.placeOrder' },
  orderSuccessTitle: { group: 'confirmation', defaultText: 'orderConfirmation:confirmation.confirmed' },
  orderSuccessMessage: { group: 'confirmation', defaultText: 'orderConfirmation:confirmation.submittedMessage' },
  orderIdLabel: { group: 'confirmation', defaultText: 'orderConfirmation:confirmation.orderId' },
  whatsNextTitle: { group: 'confirmation', defaultText: 'orderConfirmation:confirmation.whatsNext' },
  backToHomeText: { group: 'confirmation', defaultText: 'orderConfirmation:confirmation.backToHome' },
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
