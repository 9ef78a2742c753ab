import type { i18n as I18n, ParseKeys } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { FeatureNamespace } from './i18next';
import type { Language } from './language';

/**
 * One feature's texts: an i18next namespace of its own, in both languages, declared by the
 * feature's `*-texts.ts` module next to its `locales/` files. Both languages travel with the
 * code that imports them (no call fetches texts, docs/product.md#interface-languages): a lazily loaded page or the back
 * office brings its namespaces in its own chunk, and the first download carries only the
 * shared texts of i18n/locales.
 */
export interface FeatureTexts<Namespace extends string = string, Texts extends object = object> {
  readonly namespace: Namespace;
  readonly resources: Readonly<Record<Language, Texts>>;
}

/** Declares a feature's namespace; the Arabic texts must carry every English key (tsc checks it). */
export function featureTexts<const Namespace extends string, Texts extends object>(
  namespace: Namespace,
  en: Texts,
  ar: NoInfer<Texts>,
): FeatureTexts<Namespace, Texts> {
  return { namespace, resources: { en, ar } };
}

/**
 * Puts a feature's namespace into an i18next instance, once. The browser has one instance for
 * the page's life, the server one per request (create-i18n.ts): each receives the namespaces
 * of the code that renders with it.
 */
export function addFeatureTexts(instance: I18n, { namespace, resources }: FeatureTexts): void {
  if (instance.hasResourceBundle('en', namespace)) return;
  for (const [language, texts] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, texts);
  }
}

/**
 * useTranslation for a feature's namespace (or two: keys of the second are written
 * `namespace:key`), which it first adds to the rendering instance. Keys of the shared texts
 * (i18n/locales) read in any namespace, as its fallback.
 */
export function useFeatureTexts<const A extends FeatureNamespace>(
  texts: FeatureTexts<A>,
): UseTranslationResponse<A, undefined>;
export function useFeatureTexts<const A extends FeatureNamespace, const B extends FeatureNamespace>(
  texts: FeatureTexts<A>,
  more: FeatureTexts<B>,
): UseTranslationResponse<[A, B], undefined>;
export function useFeatureTexts(...texts: FeatureTexts<FeatureNamespace>[]) {
  // The instance useTranslation reads: the provider's (server rendering, tests) or the global one.
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  for (const feature of texts) addFeatureTexts(instance, feature);
  const namespaces = texts.map((feature) => feature.namespace);
  return useTranslation(namespaces.length === 1 ? namespaces[0] : namespaces);
}

/**
 * A key of the shared texts, or of a feature's namespace written `namespace:key`, as lists of
 * keys handed to shared helpers carry them (useServerMessage): i18next reads them in any
 * namespace once the feature's namespace is in the instance.
 */
export type TextKey = ParseKeys<TextNamespaces>;

/** The namespaces of a TextKey, for the t that reads them (`i18n.getFixedT<TextNamespaces>(language)`). */
export type TextNamespaces = ['translation', ...FeatureNamespace[]];
