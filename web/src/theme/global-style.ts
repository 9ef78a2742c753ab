import { createGlobalStyle } from 'styled-components';
import { color, cssVariableName, type ThemeTokens } from './tokens';

function tokenVariables(tokens: ThemeTokens) {
  return Object.entries(tokens)
    .map(([token, value]) => `${cssVariableName(token as keyof ThemeTokens)}: ${value};`)
    .join('\n');
}

/**
 * Theme variables on :root plus a small reset. Only logical properties are used across the
 * app, so right-to-left Arabic mirrors from the same rules.
 */
export const GlobalStyle = createGlobalStyle<{ tokens: ThemeTokens }>`
  :root {
    ${({ tokens }) => tokenVariables(tokens)}
    --radius: 0.875rem;
    --shadow-card: 0 1px 2px hsl(340 30% 20% / 0.06), 0 8px 24px -12px hsl(340 40% 30% / 0.18);
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    /* What the browser scrolls to (a focused field, an anchor) clears the sticky header. */
    scroll-padding-block-start: 5rem;
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    /* System fonts only: nothing is fetched from a font service, and Arabic gets a native face. */
    font-family:
      system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, Arial,
      sans-serif;
    line-height: 1.5;
    background: ${color('background')};
    color: ${color('foreground')};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, p {
    margin: 0;
  }

  img, svg {
    display: block;
    max-inline-size: 100%;
  }

  button {
    font: inherit;
  }

  a {
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${color('ring')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
