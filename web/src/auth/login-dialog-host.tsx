import { lazy, Suspense } from 'react';
import { useLoginDialogOpen } from './login-dialog-state';

// The dialog and its Radix primitive load the first time a visitor asks for it.
const AdminLoginDialog = lazy(async () => ({ default: (await import('./admin-login-dialog')).AdminLoginDialog }));

/** Mounts the Admin Login dialog while it is open. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AdminLoginDialog />
    </Suspense>
  );
}
