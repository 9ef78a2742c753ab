import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { defaultLanguage, isLanguage, otherLanguage } from '../i18n/language';
import { DocumentTitle } from '../settings/document-title';
import { useSiteName } from '../settings/use-site-name';
import { useSiteSettings } from '../settings/use-site-settings';
import { LANGUAGE_PARAM } from '../ssr/language-param';
import { useRenderHints } from '../ssr/render-hints';
import { DEFAULT_PREVIEW_IMAGE, previewImage } from './preview-image';
import { absoluteAddress, addressIn, languageAlternates, openGraphLocale } from './seo-addresses';

interface PageMetaProps {
  /** The page's name; the tab reads 'name | site name', the home page the site name alone. */
  title?: string;
  /** One or two sentences about the page; the shop's own description when not given. */
  description?: string;
  /** The picture shared with a link to the page (a path or a full address); the hero image when not given (preview-image.ts). */
  image?: string | null;
  /** Search engines may follow the page's links but not list the page (a search's results). */
  unlisted?: boolean;
}

/**
 * The page's <head> for search engines and link previews (React 19 places these tags in
 * <head>; the server sends them with the page): title, description, the canonical address,
 * the address of each language (hreflang) and the Open Graph tags.
 */
export function PageMeta({ title, description, image, unlisted = false }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { origin } = useRenderHints();
  const siteName = useSiteName();
  const { settings } = useSiteSettings();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const summary = description?.trim() || t('seo.description');
  const sharedPath = previewImage(image?.trim() || settings?.heroImage);
  const picture = absoluteAddress(origin, sharedPath);
  const pictureSize = sharedPath === DEFAULT_PREVIEW_IMAGE.path ? DEFAULT_PREVIEW_IMAGE : undefined;
  // Each address is its own canonical one: ?lang=en and ?lang=ar the language's, the plain one
  // (x-default) the shopper's own choice. Search engines refuse a canonical that points at
  // another of the page's hreflang alternates.
  const addressedLanguage = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  const canonical = addressIn(origin, location, isLanguage(addressedLanguage) ? addressedLanguage : null);

  return (
    <>
      <DocumentTitle page={title} />
      <meta name="description" content={summary} />
      {unlisted && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      {languageAlternates(origin, location).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      {picture && <meta property="og:image" content={picture} />}
      {pictureSize && <meta property="og:image:width" content={String(pictureSize.width)} />}
      {pictureSize && <meta property="og:image:height" content={String(pictureSize.height)} />}
      {picture && <meta property="og:image:alt" content={fullTitle} />}
      {/* X (Twitter) reads the Open Graph tags; this asks for the large picture. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta property="og:locale" content={openGraphLocale[language]} />
      <meta property="og:locale:alternate" content={openGraphLocale[otherLanguage(language)]} />
    </>
  );
}
