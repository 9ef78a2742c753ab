import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import '../i18n/i18n';
import { GlobalStyle } from '../theme/global-style';
import { useThemeTokens } from '../theme/stored-theme';

interface AppProvidersProps {
  /** Passed in so each test gets its own cache. */
  client: ApolloClient;
  children: ReactNode;
}

/**
 * Everything a page needs around it: data, translations (by import) and the theme, which is
 * the owner's stored colours (SPEC §3 Theme) painted as CSS variables, and repainted when
 * another tab saves new ones.
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  const tokens = useThemeTokens();
  return (
    <ApolloProvider client={client}>
      <GlobalStyle tokens={tokens} />
      {children}
    </ApolloProvider>
  );
}
