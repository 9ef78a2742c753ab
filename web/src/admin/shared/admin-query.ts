import { retries } from '../../shared/query-policy';

/**
 * docs/product.md#back-office-access: admin queries are not retried and do not refetch on focus
 * (Apollo never does). The owner sees what is stored now: each visit of a page asks the server
 * again, showing the cached answer meanwhile.
 */
export const adminQueryOptions = {
  context: retries(0),
  fetchPolicy: 'cache-and-network',
  nextFetchPolicy: 'cache-first',
} as const;
