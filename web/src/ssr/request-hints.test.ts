import { describe, expect, it } from 'vitest';
import { pageLanguage, pageViewport } from './request-hints';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('the language a page is rendered in', () => {
  it('is the language cookie, else English', () => {
    expect(pageLanguage(at('/products'), 'theme=1; language=ar')).toEqual({ language: 'ar', fromAddress: false });
    expect(pageLanguage(at('/products'), 'language=fr')).toEqual({ language: 'en', fromAddress: false });
    expect(pageLanguage(at('/products'), undefined)).toEqual({ language: 'en', fromAddress: false });
  });

  it('is the address’s lang parameter first, as the hreflang alternates give it', () => {
    expect(pageLanguage(at('/products?category=2&lang=ar'), 'language=en')).toEqual({
      language: 'ar',
      fromAddress: true,
    });
    expect(pageLanguage(at('/?lang=en'), 'language=ar')).toEqual({ language: 'en', fromAddress: true });
    expect(pageLanguage(at('/?lang=xx'), 'language=ar')).toEqual({ language: 'ar', fromAddress: false });
  });
});

describe('the screen a page is laid out for', () => {
  it("follows Chromium's mobile hint, else a phone's user agent; tablets and the unknown get the desktop", () => {
    expect(pageViewport({ 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(pageViewport({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' })).toBe('desktop');
    expect(
      pageViewport({
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      }),
    ).toBe('phone');
    expect(
      pageViewport({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36' }),
    ).toBe('phone');
    expect(pageViewport({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1' })).toBe(
      'desktop',
    );
    expect(pageViewport({ 'user-agent': 'curl/8.5.0' })).toBe('desktop');
    expect(pageViewport({})).toBe('desktop');
  });
});
