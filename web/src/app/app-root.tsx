import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { adminToken } from '../auth/admin-token';
import { LoginDialogHost } from '../auth/login-dialog-host';
import { useStoredValue } from '../shared/stored-value';
import { ToasterHost } from '../shared/toast/toaster-host';
import { readSsrPayload } from '../ssr/ssr-payload';
import { useRefetchOnReconnect } from './use-refetch-on-reconnect';
import { useStoredLanguage } from './use-stored-language';

// A stored token is verified at start (docs/product.md#tokens-and-logout), on phones too, where the admin's buttons
// stay in the closed menu. Only a browser holding a token fetches this check.
const AdminSessionCheck = lazy(async () => ({
  default: (await import('../auth/admin-session-check')).AdminSessionCheck,
}));

/** Above every page, storefront and back office alike: the toasts and the login dialog. */
export function AppRoot() {
  useRefetchOnReconnect();
  useStoredLanguage(readSsrPayload());
  const hasToken = useStoredValue(adminToken) !== null;
  return (
    <>
      {hasToken && (
        <Suspense fallback={null}>
          <AdminSessionCheck />
        </Suspense>
      )}
      <Outlet />
      <ToasterHost />
      <LoginDialogHost />
    </>
  );
}
