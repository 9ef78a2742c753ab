import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { MessagePanel } from '../../shared/message-panel';
import { Spinner } from '../../shared/spinner';

interface ListLoadStateProps {
  /** Whether the last attempt failed; otherwise the list is on its way. */
  failed: boolean;
  /** 'Loading orders...' */
  loadingText: string;
  /** 'Error loading orders. Please try again.' */
  errorText: string;
  /** Asks the server again (admin queries are not retried on their own, SPEC §7). */
  onRetry: () => void;
}

/** What an admin list shows before it has its first answer: its loading line, or its load error with Try Again. */
export function ListLoadState({ failed, loadingText, errorText, onRetry }: ListLoadStateProps) {
  const { t } = useTranslation();
  if (!failed) return <Spinner label={loadingText} />;
  return <MessagePanel isAlert title={errorText} actions={<Button onClick={onRetry}>{t('common.tryAgain')}</Button>} />;
}
