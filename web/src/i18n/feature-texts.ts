import type { Language } from './language';

/** One feature's texts in both languages, as its `*-texts.ts` module registers them. */
export type FeatureTexts = Record<Language, object>;

const registered: FeatureTexts[] = [];
const listeners = new Set<(texts: FeatureTexts) => void>();

/**
 * A feature's own texts, added to the translations when its lazily loaded code arrives, so the
 * first download carries only the texts of the header, home and catalog. Both languages come
 * with the feature's code: no call fetches texts (SPEC §1). Keys stay in the one namespace,
 * so t('checkout.title') reads the same as any other key.
 *
 * Kept here rather than written into one i18next instance: the browser has one instance, the
 * server one per request (see create-i18n.ts), and each takes every feature's texts.
 */
export function registerFeatureTexts<T extends object>(texts: Record<Language, T>): void {
  registered.push(texts);
  listeners.forEach((listener) => listener(texts));
}

/** Calls back with every feature's texts registered so far, then with each one registered later. */
export function followFeatureTexts(listener: (texts: FeatureTexts) => void): () => void {
  registered.forEach(listener);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
