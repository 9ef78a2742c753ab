import type { SettingsInput, SettingsTranslationInput, SettingTextKey } from '@crumb/shared/schema-types';
import type { EditableSettingsFieldsFragment } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { adminQueryOptions } from '../shared/admin-query';
import { AdminSiteSettingsDocument } from '../graphql/generated';

/** The settings record as the back office reads it: every field the six pages edit. */
export type AdminSettings = EditableSettingsFieldsFragment;

/** The images of the settings: each arrives as a file in the mutation's argument of the same name. */
export type SettingsImageName = 'heroImage' | 'ownerImage' | 'aboutImage' | 'logo';

/** The texts the owner writes in English (top level of the input) and in Arabic (its `ar`). */
export type TranslatedTextName = Exclude<keyof SettingsTranslationInput, 'texts'>;

/** The values that read the same in every language: phone, email, Instagram, Facebook. */
export type SingleTextName = Exclude<keyof SettingsInput, SettingsImageName | TranslatedTextName | 'texts' | 'ar'>;

/** An extended storefront text (docs/product.md#extended-texts), in English and Arabic like the translated fields. */
export type ExtendedTextName = `texts.${SettingTextKey}`;

/** The text fields a page may edit. */
export type SettingsTextName = TranslatedTextName | SingleTextName | ExtendedTextName;

// Every single-language field, so a field the API adds to SettingsInput must be placed here or in `ar`.
const singleTexts: Record<SingleTextName, true> = { phone: true, email: true, instagram: true, facebook: true };

/** Whether the field has an English and an Arabic value (everything but phone, email and the social handles). */
export const isTranslated = (name: SettingsTextName): name is TranslatedTextName | ExtendedTextName =>
  !Object.hasOwn(singleTexts, name);

export const extendedTextName = (key: SettingTextKey): ExtendedTextName => `texts.${key}`;

/** The key of an extended text's field, or undefined for any other field. */
export const extendedTextKey = (name: SettingsTextName): SettingTextKey | undefined =>
  name.startsWith('texts.') ? (name.slice('texts.'.length) as SettingTextKey) : undefined;

/** The settings as stored now, asked again on every visit (docs/product.md#back-office-access). */
export function useAdminSettings() {
  const { data, error } = useQuery(AdminSiteSettingsDocument, adminQueryOptions);
  return { settings: data?.settings, error };
}
