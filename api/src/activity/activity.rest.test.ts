import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, accountHeaders } from '../../test/admin-session';
import { expectError } from '../../test/expect-error';
import { postGraphql } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { AdminRole, OWNER_ONLY_MESSAGE } from '../graphql/admin-role';
import { ActivityEntry } from './activity-entry.entity';
import { ActivityAction, ActivityEntity } from './activity-kinds';
import { getActivity, type RestActivityEntry } from './activity-testing';

// GET /api/activity: its filters, paging and refusals. The entries are made through the API
// (the owner's categories, the baker's sign-ins), and two dated ones directly for the days.

const t = useTestApp({ admin: true, seed: false });
let bakerId: number;
let ownerId: number;

const list = (query: Record<string, string | number> = {}) => getActivity(t, t.admin, query);
const items = async (query: Record<string, string | number> = {}) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: RestActivityEntry[]; total: number }>();
};

beforeAll(async () => {
  const baker = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
  bakerId = baker.id;
  for (const name of ['Breads', 'Cakes', 'Tarts']) {
    const created = await t.app.inject({ method: 'POST', url: '/api/categories', headers: t.admin, payload: { name } });
    expect(created.statusCode).toBe(201);
  }
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'baker@crumb.test', password } });
  expect((await login(TEST_ADMIN.password)).statusCode).toBe(200);
  expect((await login('not the password')).statusCode).toBe(401);
  // Two entries of other days, as the owner made them then.
  const em = t.orm.em.fork();
  ownerId = (await em.findOneOrFail(ActivityEntry, { entity: ActivityEntity.category })).actorId!;
  for (const at of ['2026-01-10T20:59:00Z', '2026-01-10T21:00:00Z']) {
    em.create(ActivityEntry, {
      at: new Date(at),
      actorId: ownerId,
      actorEmail: TEST_ADMIN.email,
      action: ActivityAction.update,
      entity: ActivityEntity.voucher,
      entityId: 7,
      label: 'WINTER',
      before: { active: true },
      after: { active: false },
    });
  }
  await em.flush();
});

describe('GET /api/activity', () => {
  it('answers the newest first, in the documented shape, with the total', async () => {
    const { items: entries, total } = await items();
    expect(total).toBe(entries.length);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tarts = entries.find((entry) => entry.label === 'Tarts')!;
    expect(tarts).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      actor: { id: ownerId, email: TEST_ADMIN.email },
      action: 'create',
      entity: 'category',
      entityId: expect.any(Number),
      label: 'Tarts',
      before: null,
      after: expect.objectContaining({ name: 'Tarts', showOnHomepage: true }),
      address: null,
    });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const all = await items({ limit: 100 });
    const first = await items({ limit: 2 });
    const second = await items({ limit: 2, offset: 2 });
    expect(first.total).toBe(all.total);
    expect(first.items.map((entry) => entry.id)).toEqual(all.items.slice(0, 2).map((entry) => entry.id));
    expect(second.items.map((entry) => entry.id)).toEqual(all.items.slice(2, 4).map((entry) => entry.id));
    expect((await items({ offset: all.total })).items).toEqual([]);
  });

  it('gives 50 entries when no limit is asked for', async () => {
    const em = t.orm.em.fork();
    const extra = Array.from({ length: 55 }, () =>
      em.create(ActivityEntry, {
        at: new Date('2025-06-01T09:00:00Z'),
        actorId: null,
        actorEmail: null,
        action: ActivityAction.update,
        entity: ActivityEntity.settings,
        entityId: 1,
        before: {},
        after: {},
      }),
    );
    await em.flush();
    const { items: entries, total } = await items();
    expect(entries).toHaveLength(50);
    expect(total).toBeGreaterThan(55);
    await em.remove(extra).flush();
  });

  it('filters by person and by kind', async () => {
    const baker = await items({ actorId: bakerId });
    expect(baker.items.map((entry) => [entry.action, entry.actor.email])).toEqual([['sign-in', 'baker@crumb.test']]);
    expect(baker.items[0]!.address).toBe('127.0.0.1');

    const accounts = await items({ entity: 'account' });
    expect(accounts.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['sign-in', 'sign-in-failed', 'create']),
    );
    expect(accounts.items.every((entry) => entry.entity === 'account')).toBe(true);

    const ownersVouchers = await items({ actorId: ownerId, entity: 'voucher' });
    expect(ownersVouchers.total).toBe(2);
  });

  it('filters by Bahrain days and by instants', async () => {
    // 20:59Z is 23:59 on the 10th in Bahrain; 21:00Z is already the 11th.
    const labels = async (query: Record<string, string>) => (await items(query)).items.map((entry) => entry.at);
    expect(await labels({ from: '2026-01-10', to: '2026-01-10' })).toEqual(['2026-01-10T20:59:00.000Z']);
    expect(await labels({ from: '2026-01-11', to: '2026-01-11' })).toEqual(['2026-01-10T21:00:00.000Z']);
    expect(await labels({ from: '2026-01-10T21:00:00Z', to: '2026-01-10T21:00:00Z' })).toEqual([
      '2026-01-10T21:00:00.000Z',
    ]);
    expect(await labels({ to: '2026-01-10T23:59:00+03:00', entity: 'voucher' })).toEqual(['2026-01-10T20:59:00.000Z']);
    const recent = await items({ from: '2026-01-12' });
    expect(recent.items.some((entry) => entry.label === 'Tarts')).toBe(true);
    expect(recent.items.some((entry) => entry.label === 'WINTER')).toBe(false);
  });

  it.each([
    ['limit=0', 'querystring/limit must be >= 1'],
    ['limit=101', 'querystring/limit must be <= 100'],
    ['limit=ten', 'querystring/limit must be integer'],
    ['offset=-1', 'querystring/offset must be >= 0'],
    ['actorId=baker', 'querystring/actorId must be integer'],
    ['actorId=0', 'querystring/actorId must be >= 1'],
    ['entity=recipe', 'querystring/entity must be equal to one of the allowed values'],
    ['from=yesterday', 'from must be a date (YYYY-MM-DD, a Bahrain day) or a date and time with its offset'],
    ['to=2026-02-30', 'to must be a date (YYYY-MM-DD, a Bahrain day) or a date and time with its offset'],
    ['from=2026-01-10T10:00:00', 'from must be a date (YYYY-MM-DD, a Bahrain day) or a date and time with its offset'],
    ['from=2026-01-11&to=2026-01-10', 'from must not be after to'],
  ])('answers 400 for %s, saying what is wrong', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/activity?${query}`, headers: t.admin });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("is the owner's: 401 without a token, 403 for staff over REST and GraphQL", async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/activity' }), 401, 'Authentication required');
    const { headers } = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    expectError(await getActivity(t, headers), 403, OWNER_ONLY_MESSAGE);
    const body = (await postGraphql(t, '{ activity { total } }', {}, headers)).json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('the activity query over GraphQL', () => {
  it('names actions and kinds as GraphQL enums, the same entries as REST', async () => {
    const body = (
      await postGraphql(
        t,
        `query($filter: ActivityFilter) { activity(filter: $filter, limit: 5) { total items { action entity actor { id email } label } } }`,
        { filter: { actorId: String(bakerId), entity: 'account' } },
        t.admin,
      )
    ).json();
    expect(body.errors).toBeUndefined();
    expect(body.data.activity).toEqual({
      total: 1,
      items: [
        {
          action: 'signIn',
          entity: 'account',
          actor: { id: String(bakerId), email: 'baker@crumb.test' },
          label: 'baker@crumb.test',
        },
      ],
    });
  });
});
