import { useQuery } from '@apollo/client/react';
import { freshForMs, useFreshness } from '../shared/query-policy';
import { SiteSettingsDocument } from '../graphql/generated';

/**
 * The shop's texts and contact details, fresh for 5 minutes (docs/product.md#browser-caching), so the header, the page
 * and the footer share one request, and a visit after that refetches them in the background.
 */
export function useSiteSettings() {
  const freshness = useFreshness('SiteSettings', freshForMs.settings);
  const { data, loading, error } = useQuery(SiteSettingsDocument, freshness);
  return { settings: data?.settings, loading: loading && !data, error };
}
