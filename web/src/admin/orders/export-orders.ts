import { adminToken } from '../../auth/admin-token';
import { apiOrigin } from '../../shared/api-origin';
import { saveFile } from '../shared/save-file';
import { filterParams, type OrderFilterValues } from './order-filters';

/** The file name the server gives (orders-YYYY-MM-DD.csv), else a plain one. */
function fileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'orders.csv';
}

/**
 * Downloads GET /api/orders/export.csv for these filters with the admin's token (a link could not
 * send it). Item names in `language`. Throws when the server refuses.
 */
export async function downloadOrdersCsv(filters: OrderFilterValues, language: string): Promise<void> {
  const params = new URLSearchParams({ ...filterParams(filters), lang: language.startsWith('ar') ? 'ar' : 'en' });
  const token = adminToken.get();
  const response = await fetch(`${apiOrigin}/api/orders/export.csv?${params}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Export answered ${response.status}`);
  saveFile(await response.blob(), fileName(response.headers.get('content-disposition')));
}
