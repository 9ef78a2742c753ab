import { useLayoutEffect } from 'react';
import { appliedTheme } from './applied-theme';
import { storedTheme, themeStorageKey, type StoredTheme } from './stored-theme';
import { cssVariableName, originalRose, type ColorToken } from './tokens';

const tokenVariables = (Object.keys(originalRose) as ColorToken[]).map((token) => [token, cssVariableName(token)]);

/**
 * A server-rendered page is painted before any of the app's code runs, with the default theme.
 * This script, inlined in <head>, paints the owner's stored theme (adminTheme, docs/product.md#theme-colours)
 * first: each valid 'h s% l%' colour as a variable on <html>, which wins over the :root rules.
 * It is fixed text, so the server allows it by its sha256 hash in the Content Security Policy.
 * Once the app has painted the same theme itself, useBootThemeHandover removes those variables,
 * so a theme tried on the theme page later is not hidden behind them.
 */
export const themeBootScript =
  `(function(){try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(themeStorageKey)}));` +
  `var c=t&&t.colors,s=document.documentElement.style,v=${JSON.stringify(tokenVariables)},i,x,m;` +
  `if(!c)return;for(i=0;i<v.length;i++){x=c[v[i][0]];` +
  `m=typeof x=="string"&&/^(\\d{1,3}(?:\\.\\d+)?)\\s+(\\d{1,3}(?:\\.\\d+)?)%\\s+(\\d{1,3}(?:\\.\\d+)?)%$/.exec(x.trim());` +
  `if(m&&+m[1]<=360&&+m[2]<=100&&+m[3]<=100)s.setProperty(v[i][1],m[1]+" "+m[2]+"% "+m[3]+"%")}}catch(e){}})();`;

function clearBootTheme(): void {
  const { style } = document.documentElement;
  for (const [, variable] of tokenVariables) style.removeProperty(variable!);
}

/**
 * Hands the theme over from the boot script to the app: as soon as the theme the app paints is
 * the one the browser holds (right after hydration; at once in a page rendered in the browser).
 * A layout effect of the component that renders GlobalStyle, so the app's rules are in place
 * before the variables go: no frame shows the default theme.
 */
export function useBootThemeHandover(shown: StoredTheme | undefined): void {
  useLayoutEffect(() => {
    if (shown === (appliedTheme.get() ?? storedTheme.get())) clearBootTheme();
  }, [shown]);
}
