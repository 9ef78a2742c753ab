import type { MobileSettings } from '../mobile-settings/mobile-settings';
import { mobileSettingsStorageKey } from '../mobile-settings/mobile-settings';

/** Saves mobile settings as the back office does (local storage, merged over defaults). */
export function storeMobileSettings(settings: Partial<MobileSettings>): void {
  localStorage.setItem(mobileSettingsStorageKey, JSON.stringify(settings));
}
