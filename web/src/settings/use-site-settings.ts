import { useSiteSettingsQuery } from '../graphql/generated';

/**
 * The shop's texts and contact details. They change rarely, so once loaded they are served
 * from the cache (cache-first); header, home page and footer share one request.
 */
export function useSiteSettings() {
  const { data, loading, error } = useSiteSettingsQuery({ fetchPolicy: 'cache-first' });
  return { settings: data?.settings, loading, error };
}
