import { useAdminSession } from './use-admin-session';

/** Verifies the stored token (and drops a refused one) even when no admin button is on screen. */
export function AdminSessionCheck() {
  useAdminSession();
  return null;
}
