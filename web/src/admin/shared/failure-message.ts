import { CombinedGraphQLErrors } from '@apollo/client';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { serverMessage } from '../../shared/server-message';
import { adminTexts } from '../admin-texts';

/**
 * The back office's failures (docs/product.md#back-office-access) of the form 'Failed to create
 * voucher: ' followed by the server's message, or 'Unknown error'. A server fault says nothing
 * useful ('Unknown error'); a call that never reached the server says so in the browser's words
 * ('Failed to fetch'), which tells the owner more than 'Unknown error' would.
 */
export function useFailureMessage(): (prefix: string, error: unknown) => string {
  const { t } = useFeatureTexts(adminTexts);
  return (prefix, error) => {
    const unreached = !CombinedGraphQLErrors.is(error) && error instanceof Error ? error.message : undefined;
    return `${prefix}${serverMessage(error) ?? (unreached || t('admin.unknownError'))}`;
  };
}
