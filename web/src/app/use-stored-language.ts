import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { readStoredLanguage, storeLanguage } from '../i18n/language';
import type { SsrPayload } from '../ssr/ssr-payload';
import { LANGUAGE_PARAM } from '../ssr/language-param';

/**
 * After a server-rendered page is hydrated (in the language it was rendered in), the stored
 * language takes over again (SPEC §4 Language: local storage is the source). The two differ
 * only when the language cookie and local storage disagree, or when the address chose the
 * language (`?lang=ar`, the alternates search engines list): that choice is then stored, and
 * the parameter dropped from the address so a later switch is not undone by a reload.
 */
export function useStoredLanguage(payload: SsrPayload | null): void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!payload) return;
    if (payload.languageFromAddress) {
      storeLanguage(payload.language);
      const search = new URLSearchParams(location.search);
      search.delete(LANGUAGE_PARAM);
      const query = search.toString();
      void navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true, state: location.state });
      return;
    }
    const stored = readStoredLanguage();
    if (stored !== i18n.language) void i18n.changeLanguage(stored);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
