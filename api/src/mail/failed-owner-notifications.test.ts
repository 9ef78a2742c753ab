import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { MAX_FAILED_NOTIFICATIONS_LISTED } from './mail.service';
import { OWNER_ORDER_MAIL_QUEUE } from './owner-order-mail';

// While the mail server is down every order adds a failed mail, kept for weeks: the list the
// dashboard shows is the newest ones only, however many there are.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);
const FAILED = MAX_FAILED_NOTIFICATIONS_LISTED + 30;

beforeAll(async () => {
  // The order mail of order n failed for good n minutes ago.
  await t.orm.em.getConnection().execute(
    `insert into pgboss.job (name, data, state, singleton_key, retry_count, output, completed_on)
     select ?, jsonb_build_object('orderId', n), 'failed', 'order-' || n, 2, '{"message": "connect ECONNREFUSED 127.0.0.1:587"}', now() - n * interval '1 minute'
     from generate_series(1, ${FAILED}) n`,
    [OWNER_ORDER_MAIL_QUEUE],
  );
});

describe('the failed order mails listed', () => {
  it('are the newest failures only, newest first, over GraphQL and REST', async () => {
    const { data, errors } = await graphql('{ failedOwnerNotifications { orderId attempts lastError } }');
    expect(errors).toBeUndefined();
    const ids = Array.from({ length: MAX_FAILED_NOTIFICATIONS_LISTED }, (_, i) => i + 1);
    expect(data.failedOwnerNotifications.map((failed: { orderId: string }) => Number(failed.orderId))).toEqual(ids);
    expect(data.failedOwnerNotifications[0]).toEqual({
      orderId: '1',
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    const rest = await t.app.inject({ method: 'GET', url: '/api/notifications/failed', headers: t.admin });
    expect(rest.json().map((failed: { orderId: number }) => failed.orderId)).toEqual(ids);
  });
});
