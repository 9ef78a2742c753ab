import { afterEach, describe, expect, it } from 'vitest';
import type { SsrPayload } from './ssr-payload';
import { canHydrate, startLanguage } from './start-language';

const rendered = (language: 'en' | 'ar', languageFromAddress = false) =>
  ({
    language,
    languageFromAddress,
    viewport: 'phone',
    origin: 'http://shop',
    apollo: {},
    operations: [],
    router: { loaderData: {}, actionData: null, errors: null },
  }) satisfies SsrPayload;

describe('the language the browser starts in', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts in the stored choice, and hydrates only a page rendered in it', () => {
    localStorage.setItem('language', 'en');
    expect(startLanguage(rendered('ar'))).toBe('en');
    expect(canHydrate(rendered('ar'))).toBe(false);
    expect(canHydrate(rendered('en'))).toBe(true);
  });

  it('keeps the rendered language when storage holds no choice', () => {
    expect(startLanguage(rendered('ar'))).toBe('ar');
    expect(canHydrate(rendered('ar'))).toBe(true);
  });

  it('follows the address over storage for a page asked for in a language (?lang=)', () => {
    localStorage.setItem('language', 'en');
    expect(startLanguage(rendered('ar', true))).toBe('ar');
    expect(canHydrate(rendered('ar', true))).toBe(true);
  });

  it('starts a page the browser renders alone in the stored language, else English', () => {
    expect(startLanguage(null)).toBe('en');
    localStorage.setItem('language', 'ar');
    expect(startLanguage(null)).toBe('ar');
    expect(canHydrate(null)).toBe(false);
  });

  it('follows the address of a page the browser renders alone (the back office), over storage', () => {
    localStorage.setItem('language', 'en');
    window.history.replaceState(null, '', '/admin/orders?lang=ar');
    expect(startLanguage(null)).toBe('ar');
    window.history.replaceState(null, '', '/admin/orders?lang=fr');
    expect(startLanguage(null)).toBe('en');
  });
});
