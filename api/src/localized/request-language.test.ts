import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, requestLanguage } from './request-language';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-BH,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4', 'ar'],
    ['en;q=0.4, AR;q=0.7', 'ar'],
    ['ar;q=0, en', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'fr, de;q=0.5', '*', 'ar;q=0'])('finds no language of ours in %j', (header) => {
    expect(languageFromAcceptLanguage(header)).toBeUndefined();
  });
});

describe('requestLanguage', () => {
  const request = (query: Record<string, unknown>, acceptLanguage?: string) => ({
    query,
    headers: { 'accept-language': acceptLanguage },
  });

  it('takes ?lang first, then Accept-Language, then English', () => {
    expect(requestLanguage(request({ lang: 'ar' }, 'en'))).toBe('ar');
    expect(requestLanguage(request({ lang: 'en' }, 'ar'))).toBe('en');
    expect(requestLanguage(request({}, 'ar-BH'))).toBe('ar');
    expect(requestLanguage(request({}))).toBe('en');
  });

  it('ignores a ?lang that is not one of ours', () => {
    expect(requestLanguage(request({ lang: 'fr' }, 'ar'))).toBe('ar');
    expect(requestLanguage(request({ lang: ['ar', 'en'] }))).toBe('en');
  });
});
