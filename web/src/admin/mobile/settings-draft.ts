import type { MobileSettings } from '../../mobile-settings/mobile-settings';

/**
 * What every tab of the page gets: the settings being edited and a way to change some of them.
 * Nothing reaches local storage until 'Save Settings'.
 */
export interface DraftProps {
  draft: MobileSettings;
  onChange: (patch: Partial<MobileSettings>) => void;
}

/** The settings that are on/off switches. */
export type SwitchSetting = {
  [Key in keyof MobileSettings]: MobileSettings[Key] extends boolean ? Key : never;
}[keyof MobileSettings];

/** The settings that are free text (not the image quality, whose strings are a fixed set). */
export type TextSetting = {
  [Key in keyof MobileSettings]: string extends MobileSettings[Key] ? Key : never;
}[keyof MobileSettings];
