import { afterEach, describe, expect, it } from 'vitest';
import { mirrorLanguageCookie, readLanguageChoice, storeLanguage } from './language';

const languageCookie = () => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1];

describe('the stored language', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('reads the language stored under the key language', () => {
    localStorage.setItem('language', 'ar');
    expect(readLanguageChoice()).toBe('ar');
  });

  it('reads no choice when nothing or something unknown is stored', () => {
    expect(readLanguageChoice()).toBeNull();
    localStorage.setItem('language', 'fr');
    expect(readLanguageChoice()).toBeNull();
  });

  it('mirrors the language into the cookie the server renders pages by, when read and when changed', () => {
    mirrorLanguageCookie('ar');
    expect(languageCookie()).toBe('ar');

    storeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(languageCookie()).toBe('en');
  });
});
