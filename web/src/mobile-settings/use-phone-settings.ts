import { useMediaQuery } from '../shared/use-media-query';
import { mediaQuery } from '../theme/media';
import { useMobileSettings, type MobileSettings } from './mobile-settings';

/**
 * The mobile settings when the screen is a phone (below md), undefined on wider screens: the
 * owner sets them for phones only (docs/product.md#phone-texts), so a desktop keeps the storefront as it is.
 */
export function usePhoneSettings(): MobileSettings | undefined {
  const settings = useMobileSettings();
  const isPhone = !useMediaQuery(mediaQuery.md);
  return isPhone ? settings : undefined;
}

/** The owner's longer phone messages (docs/product.md#phone-texts), each shown only when not empty. */
export type PhoneMessageKey = Extract<
  keyof MobileSettings,
  'welcomeMessageMobile' | 'aboutTextMobile' | 'footerTextMobile' | 'contactInfoMobile' | 'deliveryInfoMobile'
>;

/**
 * One of the owner's phone messages, trimmed, on phones; undefined on wider screens or when the
 * owner left it empty. Shown as typed: the owner writes these in the shop's own words, so
 * unlike the titles they have no translated default.
 */
export function usePhoneMessage(key: PhoneMessageKey): string | undefined {
  return usePhoneSettings()?.[key].trim() || undefined;
}
