import { registerEnumType } from 'type-graphql';

/**
 * The extended storefront texts (docs/product.md#extended-texts), read by key with defaults: the client holds
 * the defaults (in both languages); the settings record keeps only the texts the owner set.
 * Over REST they are top-level keys of the flat settings record, spelled as here.
 * (footerText and footerCopyright are the footer fields, not texts of their own.)
 */
export enum SettingTextKey {
  loading = 'loading',
  heroMobileTitle = 'heroMobileTitle',
  orderNowText = 'orderNowText',
  categoryTitleText = 'categoryTitleText',
  categorySubtitleText = 'categorySubtitleText',
  contactSectionTitle = 'contactSectionTitle',
  socialSectionTitle = 'socialSectionTitle',
  instagramLabel = 'instagramLabel',
  productsTitle = 'productsTitle',
  productsSubtitle = 'productsSubtitle',
  allCategoriesText = 'allCategoriesText',
  noProductsText = 'noProductsText',
  cartEmptyTitle = 'cartEmptyTitle',
  cartEmptyMessage = 'cartEmptyMessage',
  backToShopText = 'backToShopText',
  cartTitle = 'cartTitle',
  orderSummaryTitle = 'orderSummaryTitle',
  totalText = 'totalText',
  proceedToCheckoutText = 'proceedToCheckoutText',
  // Navigation labels
  navHomeText = 'navHomeText',
  navProductsText = 'navProductsText',
  navAboutText = 'navAboutText',
  navContactText = 'navContactText',
  navCartText = 'navCartText',
  // Checkout labels
  checkoutTitle = 'checkoutTitle',
  customerInfoTitle = 'customerInfoTitle',
  customerNameLabel = 'customerNameLabel',
  whatsappLabel = 'whatsappLabel',
  emailLabel = 'emailLabel',
  deliveryAddressLabel = 'deliveryAddressLabel',
  specialInstructionsLabel = 'specialInstructionsLabel',
  voucherCodeLabel = 'voucherCodeLabel',
  paymentMethodLabel = 'paymentMethodLabel',
  cashOnDeliveryText = 'cashOnDeliveryText',
  placeOrderText = 'placeOrderText',
  subtotalLabel = 'subtotalLabel',
  deliveryChargeLabel = 'deliveryChargeLabel',
  discountLabel = 'discountLabel',
  // Order success labels
  orderSuccessTitle = 'orderSuccessTitle',
  orderSuccessMessage = 'orderSuccessMessage',
  orderIdLabel = 'orderIdLabel',
  whatsNextTitle = 'whatsNextTitle',
  backToHomeText = 'backToHomeText',
  continueShoppingText = 'continueShoppingText',
}

registerEnumType(SettingTextKey, {
  name: 'SettingTextKey',
  description: 'An extended storefront text the owner may change; unset texts use the client defaults.',
});

/** Every key, in the order above. */
export const SETTING_TEXT_KEYS: readonly SettingTextKey[] = Object.values(SettingTextKey);
