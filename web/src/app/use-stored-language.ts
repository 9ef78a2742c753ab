import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readLanguageChoice, storeLanguage } from '../i18n/language';
import { addressLanguage } from '../ssr/address-language';
import type { SsrPayload } from '../ssr/ssr-payload';
import { LANGUAGE_PARAM } from '../ssr/language-param';

/**
 * After a page is taken over or first rendered, the language choices are put in order: a language
 * the address chose (`?lang=ar`, the alternates search engines list) is stored, and the
 * parameter dropped from the address so a later switch is not undone by a reload. When local
 * storage holds no choice (cleared, or a new profile that kept the cookie), the language the
 * page was rendered in is stored, rather than flipping to English after the shopper has
 * already read it. (A stored choice other than the page's was applied before the first
 * render, see start-language.ts.)
 */
export function useStoredLanguage(payload: SsrPayload | null): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const chosen = addressLanguage(payload);
    if (chosen) {
      storeLanguage(chosen);
      const search = new URLSearchParams(location.search);
      search.delete(LANGUAGE_PARAM);
      const query = search.toString();
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
      return;
    }
    if (payload && !readLanguageChoice()) storeLanguage(payload.language);
    // Once, right after the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
