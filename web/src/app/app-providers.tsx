import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import '../i18n/i18n';
import { GlobalStyle } from '../theme/global-style';
import { originalRose } from '../theme/tokens';

interface AppProvidersProps {
  /** Passed in so each test gets its own cache. */
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a page needs around it: data, translations (by import) and the theme. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <GlobalStyle tokens={originalRose} />
      {children}
    </ApolloProvider>
  );
}
