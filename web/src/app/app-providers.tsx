import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { GlobalStyle } from '../theme/global-style';
import { themeTokens, useCurrentTheme } from '../theme/stored-theme';
import { useBootThemeHandover } from '../theme/theme-boot-script';

interface AppProvidersProps {
  /** Passed in so each test (and each server render) gets its own cache. */
  client: ApolloClient;
  children: ReactNode;
}

/**
 * Everything a page needs around it: data and the theme, which is the owner's stored colours
 * (docs/product.md#theme-colours) painted as CSS variables, and repainted when another tab saves new ones.
 * Translations come from the i18next instance of the page (the browser's, i18n/i18n.ts, or the
 * server's per request, given by I18nextProvider).
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  const theme = useCurrentTheme();
  useBootThemeHandover(theme);
  return (
    <ApolloProvider client={client}>
      <GlobalStyle tokens={themeTokens(theme)} />
      {children}
    </ApolloProvider>
  );
}
