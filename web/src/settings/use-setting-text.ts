import { useCallback } from 'react';
import type { SettingTextKey } from '@crumb/shared/schema-types';
import { useSiteSettings } from './use-site-settings';

/**
 * docs/product.md#extended-texts, read by key with defaults: the owner may reword a storefront text
 * (the Products title, the cart labels...). The default is our translation, so an untouched
 * text follows the shopper's language and a reworded one shows as the owner typed it.
 */
export function useSettingText(): (key: SettingTextKey, translatedDefault: string) => string {
  const { settings } = useSiteSettings();
  const texts = settings?.texts;
  return useCallback(
    (key, translatedDefault) => texts?.find((text) => text.key === key)?.value.trim() || translatedDefault,
    [texts],
  );
}
