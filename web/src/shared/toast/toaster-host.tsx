import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store';

// The Radix primitive and the toast styles load with the first toast, not with the page.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Draws the notification list once there is something to show. */
export function ToasterHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasts={toasts} />
    </Suspense>
  );
}
