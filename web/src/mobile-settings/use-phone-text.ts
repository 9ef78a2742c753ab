import { useMediaQuery } from '../shared/use-media-query';
import { mediaQuery } from '../theme/media';
import { defaultMobileSettings, mobileText, useMobileSettings, type MobileSettings } from './mobile-settings';

/** The mobile settings' page titles and button texts (SPEC §3). */
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
  const settings = useMobileSettings();
  const isPhone = !useMediaQuery(mediaQuery.md);
  return (key, text) => (isPhone ? mobileText(settings[key], defaultMobileSettings[key], text) : text);
}
