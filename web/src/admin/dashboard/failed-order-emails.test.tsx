import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  FailedOwnerNotificationsDocument,
  RetryOwnerNotificationDocument,
  type FailedOwnerNotificationsQuery,
} from '@crumb/shared/shared-operations';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { formatOrderDate } from '../orders/format-order-date';

type Failure = FailedOwnerNotificationsQuery['failedOwnerNotifications'][number];

const failure = (orderId: string, lastError: string): Failure => ({
  orderId,
  attempts: 11,
  lastError,
  failedAt: '2026-11-24T07:15:00.000Z',
});

/** The server's failed list, which a retry empties of its order; answers the retried ids. */
function serveFailures(failures: Failure[], { refuseRetry = false } = {}) {
  let failed = [...failures];
  const retried: string[] = [];
  server.use(
    graphql.query(FailedOwnerNotificationsDocument, () =>
      HttpResponse.json({ data: { failedOwnerNotifications: failed } }),
    ),
    graphql.mutation(RetryOwnerNotificationDocument, ({ variables }) => {
      if (refuseRetry)
        return HttpResponse.json({
          errors: [{ message: 'Failed order email not found', extensions: { code: 'NOT_FOUND' } }],
        });
      retried.push(variables.orderId);
      failed = failed.filter((entry) => entry.orderId !== variables.orderId);
      return HttpResponse.json({ data: { retryOwnerNotification: true } });
    }),
  );
  return retried;
}

describe('the failed order emails on the dashboard', () => {
  it('lists each order whose email failed, and Retry sends that one again', async () => {
    const retried = serveFailures([
      failure('42', 'Invalid login: 535 Authentication failed'),
      failure('41', 'connect ECONNREFUSED'),
    ]);
    const { user } = await renderAdminRoute('/admin');

    const notice = within(await screen.findByRole('alert', { name: '2 order emails could not be sent' }));
    const items = notice.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      `Order #42 · failed ${formatOrderDate('2026-11-24T07:15:00.000Z', 'en')} after 11 tries`,
    );
    expect(items[0]).toHaveTextContent('Invalid login: 535 Authentication failed');

    await user.click(notice.getByRole('button', { name: 'Retry the email of order #42' }));
    expect(await screen.findByText('The email of order #42 is being sent again.')).toBeInTheDocument();
    expect(retried).toEqual(['42']);
    const left = within(await screen.findByRole('alert', { name: '1 order email could not be sent' }));
    expect(left.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Order #41 ·'),
    ]);
  });

  it('says so when the retry is refused, and keeps the order listed', async () => {
    serveFailures([failure('7', 'connect ECONNREFUSED')], { refuseRetry: true });
    const { user } = await renderAdminRoute('/admin');
    const notice = within(await screen.findByRole('alert', { name: '1 order email could not be sent' }));
    await user.click(notice.getByRole('button', { name: 'Retry the email of order #7' }));
    expect(await screen.findByText('Failed order email not found')).toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Retry the email of order #7' })).toBeEnabled();
  });

  it('reads in Arabic', async () => {
    serveFailures([failure('9', 'connect ECONNREFUSED')]);
    await renderAdminRoute('/admin', { language: 'ar' });
    const notice = within(await screen.findByRole('alert', { name: 'تعذّر إرسال رسالة طلب واحدة' }));
    expect(notice.getByRole('listitem')).toHaveTextContent('الطلب رقم 9');
    expect(notice.getByRole('button', { name: 'إعادة إرسال رسالة الطلب رقم 9' })).toHaveTextContent('إعادة الإرسال');
  });

  it('shows nothing while every order email went out', async () => {
    await renderAdminRoute('/admin');
    expect(await screen.findByRole('region', { name: 'At a glance' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert', { name: /order email/ })).not.toBeInTheDocument();
  });
});
