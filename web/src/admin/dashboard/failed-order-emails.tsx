import { useState } from 'react';
import styled from 'styled-components';
import { FailedOwnerNotificationsDocument, RetryOwnerNotificationDocument } from '@crumb/shared/shared-operations';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { useServerMessage } from '../../shared/server-message';
import { showToast } from '../../shared/toast/toast-store';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import { formatOrderDate } from '../orders/format-order-date';
import { adminQueryOptions } from '../shared/admin-query';
import { adminCardStyles } from '../shared/admin-form';
import { dashboardTexts } from './dashboard-texts';
import { spreadRow } from '../../shared/spread-row';

const Notice = styled.section`
  ${adminCardStyles}
  gap: 0.75rem;
  margin-block-end: 2rem;
  /* Set apart from the figures as the featured cards are: it asks the owner to act. */
  border-color: ${color('primary')};
  ${surface('secondary')}

  > h2 {
    font-size: 1.25rem;
  }
`;

const Failures = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.li`
  ${spreadRow('center', '0.5rem 1rem')}
  padding-block-start: 0.75rem;
  border-block-start: 1px solid ${color('border')};

  p + p {
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * The new orders whose email to the shop failed every try (about a day of them), so
 * the owner hears of each order another way, fixes the mail settings and sends them again.
 * Shows nothing while every email went out, or while the list cannot be read (the figures
 * below report a server that does not answer).
 */
export function FailedOrderEmails() {
  const { t, i18n } = useFeatureTexts(dashboardTexts);
  const messageOf = useServerMessage();
  const { data } = useQuery(FailedOwnerNotificationsDocument, adminQueryOptions);
  const [retry] = useMutation(RetryOwnerNotificationDocument, { refetchQueries: [FailedOwnerNotificationsDocument] });
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const failures = data?.failedOwnerNotifications ?? [];
  if (failures.length === 0) return null;

  const sendAgain = async (orderId: string) => {
    setRetrying((ids) => new Set(ids).add(orderId));
    try {
      await retry({ variables: { orderId }, awaitRefetchQueries: true });
      showToast({ title: t('adminMailFailures.retried', { orderId }), variant: 'success' });
    } catch (error) {
      showToast({ title: messageOf(error, t('adminMailFailures.retryFailed')), variant: 'destructive' });
    } finally {
      setRetrying((ids) => {
        const left = new Set(ids);
        left.delete(orderId);
        return left;
      });
    }
  };

  return (
    <Notice role="alert" aria-labelledby="failed-order-emails-title">
      <h2 id="failed-order-emails-title">{t('adminMailFailures.title', { count: failures.length })}</h2>
      <p>{t('adminMailFailures.explanation')}</p>
      <Failures>
        {failures.map((failure) => (
          <Failure key={failure.orderId}>
            <div>
              <p>
                {t('adminMailFailures.order', { orderId: failure.orderId })} ·{' '}
                {t('adminMailFailures.failedAt', {
                  date: formatOrderDate(failure.failedAt, i18n.language),
                  count: failure.attempts,
                })}
              </p>
              <p>
                <bdi>{failure.lastError}</bdi>
              </p>
            </div>
            <Button
              $variant="outline"
              disabled={retrying.has(failure.orderId)}
              aria-label={t('adminMailFailures.retryLabel', { orderId: failure.orderId })}
              onClick={() => void sendAgain(failure.orderId)}
            >
              {t('adminMailFailures.retry')}
            </Button>
          </Failure>
        ))}
      </Failures>
    </Notice>
  );
}
