import { createMemoryStore, useMemoryStore } from '../memory-store';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  /** Where the action button leads, e.g. 'View Cart' to /cart. */
  href: string;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the primary list's 5000 by default (docs/product.md#common-frame). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

// The toast defaults of the primary notification list (docs/product.md#common-frame).
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list, closed, this long (a new toast replaces it sooner). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/**
 * The notification list: tiny and in the first download, so any page can call showToast. The
 * Radix-based viewport that draws the toasts loads with the first one (see toaster-host.tsx).
 */
const toasts = createMemoryStore<readonly ToastEntry[]>([]);
let nextId = 1;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast; at most TOAST_LIMIT at a time, the newest replacing the older ones. */
export function showToast(options: ToastOptions): number {
  const id = nextId++;
  toasts.set([{ ...options, id, open: true }, ...toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (timeout, swipe, close button, Escape) and removes it later. */
export function dismissToast(id: number): void {
  toasts.set(toasts.get().map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts.set(toasts.get().filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function useToasts(): readonly ToastEntry[] {
  return useMemoryStore(toasts);
}

/** For tests: forget every toast between cases. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  toasts.set([]);
}
