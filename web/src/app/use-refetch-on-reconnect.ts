import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * docs/product.md#browser-caching: queries refetch when the connection comes back, so a page that failed offline
 * recovers by itself. (They never refetch on window focus.)
 */
export function useRefetchOnReconnect(): void {
  const client = useApolloClient();
  useEffect(() => {
    const refetch = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, [client]);
}
