import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { retries } from '../shared/query-policy';
import { AdminExistsDocument } from '../graphql/generated';

export type LoginMode = 'signIn' | 'createAdmin';

/** docs/product.md#sign-in-rules: the shortest password accepted in each mode. */
export const minPasswordLength: Record<LoginMode, number> = { signIn: 6, createAdmin: 8 };

/**
 * docs/product.md#login-dialog: sign-in when an admin exists, create-admin when none does; a
 * failed adminExists call counts as none. The owner may switch by hand (a mode chosen here
 * wins over the server's answer), and a created admin sends the dialog back to sign-in.
 */
export function useLoginMode() {
  const { data, error, loading } = useQuery(AdminExistsDocument, { fetchPolicy: 'network-only', context: retries(0) });
  const [chosen, setChosen] = useState<LoginMode>();
  const answered: LoginMode | undefined = error
    ? 'createAdmin'
    : data
      ? data.adminExists
        ? 'signIn'
        : 'createAdmin'
      : undefined;
  const mode = chosen ?? answered;
  return { mode, deciding: loading && !chosen, setMode: setChosen };
}
