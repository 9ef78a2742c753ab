import { createStoredValue } from '../shared/stored-value';

/**
 * The admin's bearer token (docs/product.md#tokens-and-logout), kept in local storage under admin_token. No token
 * means a visitor. Signing in or out in one tab shows in the others.
 */
export const adminTokenStorageKey = 'admin_token';

export const adminToken = createStoredValue<string | null>({
  key: adminTokenStorageKey,
  parse: (raw) => (raw?.trim() ? raw.trim() : null),
  serialize: (token) => token ?? '',
});
