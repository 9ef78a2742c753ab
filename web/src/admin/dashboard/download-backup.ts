import { adminToken } from '../../auth/admin-token';
import { apiOrigin } from '../../shared/api-origin';
import { saveFile } from '../shared/save-file';

/**
 * Downloads GET /api/backups/{name} with the admin's token and saves it under its name. Throws
 * the server's `{error}` when it refuses (a backup removed meanwhile: 'Backup not found').
 */
export async function downloadBackup(name: string): Promise<void> {
  const token = adminToken.get();
  const response = await fetch(`${apiOrigin}/api/backups/${encodeURIComponent(name)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : `The download answered ${response.status}`);
  }
  saveFile(await response.blob(), name);
}
