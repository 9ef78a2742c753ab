import { afterEach, describe, expect, it } from 'vitest';
import { readStoredLanguage, storeLanguage } from './language';

const languageCookie = () => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1];

describe('readStoredLanguage (SPEC §4 Language)', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('starts in the language stored under the key language', () => {
    localStorage.setItem('language', 'ar');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('starts in English when nothing or something unknown is stored', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(readStoredLanguage()).toBe('en');
  });

  it('mirrors the stored language into the cookie the server renders pages by, when read and when changed', () => {
    localStorage.setItem('language', 'ar');
    readStoredLanguage();
    expect(languageCookie()).toBe('ar');

    storeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(languageCookie()).toBe('en');
  });
});
