import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedTheme } from './applied-theme';
import { parseStoredTheme, storedTheme, themeStorageKey, themeTokens, useThemeTokens } from './stored-theme';
import { originalRose } from './tokens';

// That the tokens are painted as CSS variables is checked in the browser (e2e/storefront.e2e.ts):
// jsdom keeps no global styles to read back.
describe('theme from adminTheme', () => {
  it('keeps the colours given as h s% l% and drops the rest', () => {
    const raw = JSON.stringify({ name: 'Forest Green', colors: { primary: '142 60% 32%', accent: 'green', ring: 12 } });
    expect(parseStoredTheme(raw)).toEqual({ name: 'Forest Green', colors: { primary: '142 60% 32%' } });
    expect(parseStoredTheme('not json')).toBeUndefined();
  });

  it('writes every stored colour the one way, single-spaced', () => {
    expect(parseStoredTheme(JSON.stringify({ colors: { primary: ' 142  60%  32% ' } }))?.colors.primary).toBe(
      '142 60% 32%',
    );
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

  describe('a theme being tried on the theme page', () => {
    afterEach(() => appliedTheme.set(undefined));

    it('paints over the saved theme without saving it, and gives way to it when cleared', () => {
      storedTheme.set({ name: 'Royal Purple', colors: { primary: '262 52% 47%' } });
      const { result } = renderHook(() => useThemeTokens());

      act(() => appliedTheme.set({ name: 'Forest Green', colors: { primary: '142 60% 28%' } }));
      expect(result.current.primary).toBe('142 60% 28%');
      expect(storedTheme.get()?.colors.primary).toBe('262 52% 47%');

      act(() => appliedTheme.set(undefined));
      expect(result.current.primary).toBe('262 52% 47%');
    });
  });
});
