import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The back office's web app manifest in a language: the server names it after the shop. */
export const backOfficeManifestPath = (language: string) =>
  `/admin/manifest.webmanifest?lang=${language === 'ar' ? 'ar' : 'en'}`;

/**
 * While the back office is open, the page's manifest is the back office's own, so installing it
 * from here puts an app on the tablet that opens on /admin (not the shop's), named in the
 * language it is read in. Leaving the back office puts the shop's manifest back.
 */
export function BackOfficeManifest() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return undefined;
    const shopManifest = link.getAttribute('href');
    link.setAttribute('href', backOfficeManifestPath(language));
    return () => {
      if (shopManifest) link.setAttribute('href', shopManifest);
    };
  }, [language]);

  return null;
}
