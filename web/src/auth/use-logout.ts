import { useApolloClient, useMutation } from '@apollo/client/react';
import { adminToken } from './admin-token';
import { AdminLogoutDocument } from '../graphql/generated';

/**
 * docs/product.md#tokens-and-logout: logout forgets the token and the admin here at once, then tells the server,
 * which refuses that token from then on. The call carries the token explicitly because it is
 * no longer stored when the call leaves.
 */
export function useLogout(): () => void {
  const client = useApolloClient();
  const [logout] = useMutation(AdminLogoutDocument);
  return () => {
    const token = adminToken.get();
    adminToken.remove();
    client.cache.evict({ fieldName: 'verify' });
    if (!token) return;
    // The token is forgotten here whatever the server answers; a failed call changes nothing for the shopper.
    logout({ context: { headers: { authorization: `Bearer ${token}` } } }).catch(() => undefined);
  };
}
