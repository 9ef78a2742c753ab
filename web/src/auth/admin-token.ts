import { createStoredValue } from '../shared/stored-value';

/**
 * SPEC §3 and §6: the admin's bearer token, kept in local storage under admin_token. No token
 * means a visitor. Signing in or out in one tab shows in the others.
 */
export const adminTokenStorageKey = 'admin_token';

export const adminToken = createStoredValue<string | null>({
  key: adminTokenStorageKey,
  parse: (raw) => (raw?.trim() ? raw.trim() : null),
  serialize: (token) => token ?? '',
});
