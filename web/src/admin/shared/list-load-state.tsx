import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { MessagePanel } from '../../shared/message-panel';
import { Spinner } from '../../shared/spinner';

/** The list's query as its generated hook returns it. */
export interface ListQuery {
  /** Set when the last attempt failed; otherwise the list is on its way. */
  error?: unknown;
  refetch: () => Promise<unknown>;
}

interface ListLoadStateProps {
  query: ListQuery;
  /** 'Loading orders...' */
  loadingText: string;
  /** 'Error loading orders. Please try again.' */
  errorText: string;
}

/** What an admin list shows before it has its first answer: its loading line, or its load error with Try Again. */
export function ListLoadState({ query, loadingText, errorText }: ListLoadStateProps) {
  const { t } = useTranslation();
  if (!query.error) return <Spinner label={loadingText} />;
  // Try Again asks the server again (admin queries are not retried on their own,
  // docs/product.md#back-office-access); a failed refetch shows through the query's error again.
  const retry = () => void query.refetch().catch(() => undefined);
  return <MessagePanel isAlert title={errorText} actions={<Button onClick={retry}>{t('common.tryAgain')}</Button>} />;
}
