import { afterEach, describe, expect, it } from 'vitest';
import { readStoredLanguage } from './language';

describe('readStoredLanguage (SPEC §4 Language)', () => {
  afterEach(() => localStorage.clear());

  it('starts in the language stored under the key language', () => {
    localStorage.setItem('language', 'ar');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('starts in English when nothing or something unknown is stored', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(readStoredLanguage()).toBe('en');
  });
});
