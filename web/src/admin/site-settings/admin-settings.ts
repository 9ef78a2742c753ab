import {
  useAdminSiteSettingsQuery,
  type AdminSiteSettingsFieldsFragment,
  type SettingsInput,
} from '../graphql/generated';
import { adminQueryOptions } from '../shared/admin-query';

/** The settings record as the back office reads it: every field the six pages edit. */
export type AdminSettings = AdminSiteSettingsFieldsFragment;

/** The images of the settings: each arrives as a file in the mutation's argument of the same name. */
export type SettingsImageName = 'heroImage' | 'ownerImage' | 'aboutImage' | 'logo';

/** The plain text fields a page may edit (the extended storefront texts are not edited here). */
export type SettingsTextName = Exclude<keyof SettingsInput, SettingsImageName | 'texts'>;

/** The settings as stored now, asked again on every visit (SPEC §7 admin queries). */
export function useAdminSettings() {
  const { data, error } = useAdminSiteSettingsQuery(adminQueryOptions);
  return { settings: data?.settings, error };
}
