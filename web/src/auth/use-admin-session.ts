import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import type { AdminRole, Language } from '@crumb/shared/schema-types';
import { useQuery } from '@apollo/client/react';
import { retries } from '../shared/query-policy';
import { useStoredValue } from '../shared/stored-value';
import { adminToken } from './admin-token';
import { VerifyAdminDocument } from '../graphql/generated';

export type AdminSession =
  | { status: 'visitor' }
  /** A token is stored and the server has not answered yet: show neither admin nor login. */
  | { status: 'checking' }
  /** `language`: the one the owner's emails are written in (the server's record); `role`: what the account may open. */
  | { status: 'admin'; email: string; language: Language; role: AdminRole };

/**
 * docs/product.md#tokens-and-logout: a stored token is verified at start (the header asks on every page); when the
 * server refuses it, the token is removed and the shopper is a visitor. When the server cannot
 * be reached the token is kept, so a network blip does not sign the owner out.
 */
export function useAdminSession(): AdminSession {
  const token = useStoredValue(adminToken);
  // Admin queries are not retried (docs/product.md#back-office-access); an unreachable server
  // leaves the owner a visitor for now.
  const { data, error } = useQuery(VerifyAdminDocument, {
    skip: !token,
    fetchPolicy: 'cache-first',
    context: retries(0),
  });
  const refused = CombinedGraphQLErrors.is(error);

  useEffect(() => {
    if (refused) adminToken.remove();
  }, [refused]);

  if (!token || refused) return { status: 'visitor' };
  if (data)
    return { status: 'admin', email: data.verify.email, language: data.verify.language, role: data.verify.role };
  return error ? { status: 'visitor' } : { status: 'checking' };
}
