import { defaultLanguage, isLanguage, languageCookie, type Language } from '../i18n/language';
import { LANGUAGE_PARAM } from './language-param';
import type { Viewport } from './render-hints';

export interface PageLanguage {
  language: Language;
  /** Chosen by the address (`?lang=ar`) rather than by the cookie or the default. */
  fromAddress: boolean;
}

/**
 * The language to render a page in: the address's `lang` parameter, else the language cookie
 * the browser mirrors from its stored choice (i18n/language.ts), else English.
 */
export function pageLanguage(url: URL, cookieHeader: string | undefined): PageLanguage {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return { language: asked, fromAddress: true };
  const cookie = new RegExp(`(?:^|;)\\s*${languageCookie}=([^;]*)`).exec(cookieHeader ?? '')?.[1]?.trim();
  return { language: isLanguage(cookie) ? cookie : defaultLanguage, fromAddress: false };
}

/**
 * The kind of screen to lay the page out for, guessed from the request: Chromium's
 * `Sec-CH-UA-Mobile` hint, else a phone's user agent. Tablets and anything unknown get the
 * desktop layout (they are md-wide or wider). A wrong guess costs one re-layout after
 * hydration, never a mismatch.
 */
export function pageViewport(headers: Record<string, string | string[] | undefined>): Viewport {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'desktop';
  const agent = String(headers['user-agent'] ?? '');
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(agent) ? 'phone' : 'desktop';
}
