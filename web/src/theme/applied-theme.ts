import { createMemoryStore } from '../shared/memory-store';
import type { StoredTheme } from './tokens';

/**
 * A theme the owner is trying on the admin theme page (docs/product.md#theme-colours: a preset applies at
 * once, custom colours after 'Preview Custom Theme'), painted over the whole app before it is
 * saved. It lives in memory only: the theme page clears it when the owner leaves, and a reload
 * forgets it, so an unsaved choice never outlives the page.
 */
export const appliedTheme = createMemoryStore<StoredTheme | undefined>(undefined);
