import { defaultMobileSettings, mobileText, type MobileSettings } from './mobile-settings';
import { usePhoneSettings } from './use-phone-settings';

/** The mobile settings' page titles and button texts (docs/product.md#phone-texts). */
export type PhoneTextKey = Extract<
  keyof MobileSettings,
  | 'homePageTitle'
  | 'homePageSubtitle'
  | 'shopPageTitle'
  | 'cartPageTitle'
  | 'checkoutPageTitle'
  | 'aboutPageTitle'
  | 'addToCartText'
  | 'buyNowText'
  | 'checkoutText'
  | 'continueShoppingText'
  | 'viewCartText'
>;

/**
 * Returns a function giving a text as the screen should show it: on phones the owner's mobile
 * wording when set, otherwise (and on wider screens always) the text passed in.
 */
export function usePhoneText(): (key: PhoneTextKey, text: string) => string {
  const settings = usePhoneSettings();
  return (key, text) => (settings ? mobileText(settings[key], defaultMobileSettings[key], text) : text);
}
