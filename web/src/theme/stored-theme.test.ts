import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseStoredTheme, themeStorageKey, themeTokens, useThemeTokens } from './stored-theme';
import { originalRose } from './tokens';

// That the tokens are painted as CSS variables is checked in the browser (e2e/storefront.e2e.ts):
// jsdom keeps no global styles to read back.
describe('theme from adminTheme (SPEC §3 Theme)', () => {
  it('keeps the colours given as h s% l% and drops the rest', () => {
    const raw = JSON.stringify({ name: 'Forest Green', colors: { primary: '142 60% 32%', accent: 'green', ring: 12 } });
    expect(parseStoredTheme(raw)).toEqual({ name: 'Forest Green', colors: { primary: '142 60% 32%' } });
    expect(parseStoredTheme('not json')).toBeUndefined();
  });

  it('lays the stored colours over Original Rose', () => {
    const tokens = themeTokens({ colors: { primary: '142 60% 32%' } });
    expect(tokens.primary).toBe('142 60% 32%');
    expect(tokens.background).toBe(originalRose.background);
    expect(themeTokens(undefined)).toEqual(originalRose);
  });

  it('reads the stored theme at start and follows the theme another tab saves', () => {
    localStorage.setItem(themeStorageKey, JSON.stringify({ colors: { primary: '142 60% 32%' } }));
    const { result } = renderHook(() => useThemeTokens());
    expect(result.current.primary).toBe('142 60% 32%');

    const saved = JSON.stringify({ colors: { primary: '262 52% 47%' } });
    act(() => {
      localStorage.setItem(themeStorageKey, saved);
      window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: saved }));
    });

    expect(result.current.primary).toBe('262 52% 47%');
  });
});
