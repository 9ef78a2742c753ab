import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);

const FIELDS = 'enabled leadTimeHours cutoffTime closedWeekdays closedDates windows { id start end capacity }';
const UPDATE = `mutation ($input: DeliveryScheduleInput!) { updateDeliverySchedule(input: $input) { ${FIELDS} } }`;
const input = {
  enabled: true,
  leadTimeHours: 48,
  cutoffTime: '17:30',
  closedWeekdays: [5],
  closedDates: [],
  windows: [{ id: 'afternoon', start: '13:00', end: '16:00', capacity: 8 }],
};

describe('the delivery schedule over GraphQL', () => {
  it('is public to read, and off until the owner turns it on', async () => {
    const { data } = await graphql(`{ deliverySchedule { ${FIELDS} } deliveryDays { date } }`, {}, {});
    expect(data.deliverySchedule).toMatchObject({ enabled: false, leadTimeHours: 24, cutoffTime: '18:00' });
    expect(data.deliveryDays).toEqual([]);
  });

  it('is changed by the admin only', async () => {
    const refused = await graphql(UPDATE, { input }, {});
    expect(refused.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ deliverySchedule { enabled } }')).data.deliverySchedule.enabled).toBe(false);
  });

  it('refuses a broken rule with BAD_USER_INPUT and its reason', async () => {
    const refused = await graphql(UPDATE, {
      input: { ...input, windows: [{ id: 'w', start: '16:00', end: '13:00', capacity: 8 }] },
    });
    expect(refused.errors[0]).toMatchObject({
      message: 'windows[0] must end after it starts (16:00 to 13:00)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('stores the schedule and lists 14 days from it', async () => {
    const { data } = await graphql(UPDATE, { input });
    expect(data.updateDeliverySchedule).toEqual(input);
    const days = (await graphql('{ deliveryDays { date weekday open windows { id remaining available } } }', {}, {}))
      .data.deliveryDays;
    expect(days).toHaveLength(14);
    expect(
      days.filter((day: { weekday: number }) => day.weekday === 5).every((day: { open: boolean }) => !day.open),
    ).toBe(true);
    expect(days[0].windows).toEqual([{ id: 'afternoon', remaining: 8, available: false }]);
  });
});
