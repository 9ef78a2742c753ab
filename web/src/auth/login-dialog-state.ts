import { createMemoryStore, useMemoryStore } from '../shared/memory-store';

/**
 * Whether the Admin Login dialog is open. A store rather than a component's state, so the
 * desktop bar and the phone menu open the same dialog.
 */
const loginDialogOpen = createMemoryStore(false);

export function openLoginDialog(): void {
  loginDialogOpen.set(true);
}

export function closeLoginDialog(): void {
  loginDialogOpen.set(false);
}

export function useLoginDialogOpen(): boolean {
  return useMemoryStore(loginDialogOpen);
}
