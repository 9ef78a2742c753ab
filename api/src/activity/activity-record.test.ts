import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, accountHeaders } from '../../test/admin-session';
import { postGraphql } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Admin } from '../auth/admin.entity';
import { categoryIdNamed } from '../catalog/catalog-testing';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { twoZones } from '../delivery-areas/delivery-areas-testing';
import { openSchedule } from '../delivery/delivery-schedule-testing';
import { AdminRole } from '../graphql/admin-role';
import { placeOrder } from '../orders/order-testing';
import { Voucher, VoucherType } from '../vouchers/voucher.entity';
import { ActivityEntry } from './activity-entry.entity';
import { entriesAbout, type RestActivityEntry } from './activity-testing';

// What the activity record keeps of each kind of change, read back through GET /api/activity as
// the owner reads it. One app for the file: each test makes its own rows and reads their entries.

const t = useTestApp({ admin: true });
let ownerId: number;
let baker: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  ownerId = (await t.orm.em.fork().findOneOrFail(Admin, { email: TEST_ADMIN.email })).id;
  baker = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, payload?: object, headers: Record<string, string> = t.admin) {
  const response = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const about = (entity: string, id: number | null) => entriesAbout(t, t.admin, entity, id);
const owner = () => ({ id: ownerId, email: TEST_ADMIN.email });
const shape = (entry: RestActivityEntry) => ({
  actor: entry.actor,
  action: entry.action,
  label: entry.label,
  before: entry.before,
  after: entry.after,
});

describe('a product', () => {
  it('is recorded when created, changed (only the changed fields) and deleted, with the owner who did it', async () => {
    const categoryId = await categoryIdNamed(t.app, 'Cakes');
    const { id } = await call('POST', '/api/products', { name: 'Lemon Drizzle', price: 4.5, category_id: categoryId });
    await call('PUT', `/api/products/${id}`, { price: 5.25, featured: true });
    await call('DELETE', `/api/products/${id}`);

    const [created, updated, deleted] = await about('product', id);
    expect(created).toMatchObject({ actor: owner(), action: 'create', entityId: id, label: 'Lemon Drizzle' });
    expect(created!.after).toMatchObject({
      name: 'Lemon Drizzle',
      priceFils: 4500,
      category: categoryId,
      featured: false,
    });
    // Neither its bookkeeping nor its id, which is the entry's entityId.
    expect(created!.after).not.toHaveProperty('createdAt');
    expect(created!.after).not.toHaveProperty('id');
    expect(created!.before).toBeNull();
    expect(shape(updated!)).toEqual({
      actor: owner(),
      action: 'update',
      label: 'Lemon Drizzle',
      before: { priceFils: 4500, featured: false },
      after: { priceFils: 5250, featured: true },
    });
    expect(deleted).toMatchObject({ action: 'delete', after: null });
    expect(deleted!.before).toMatchObject({ name: 'Lemon Drizzle', priceFils: 5250 });
    expect(Date.parse(created!.at)).toBeLessThanOrEqual(Date.parse(deleted!.at));
  });

  it("records its option groups and their choices as rows of their own, named with their product's name", async () => {
    const categoryId = await categoryIdNamed(t.app, 'Cakes');
    const options = [
      { name: 'Size', required: true, choices: [{ name: '6 inch' }, { name: '8 inch', priceDelta: 2 }] },
    ];
    const { id } = await call('POST', '/api/products', {
      name: 'Party Cake',
      price: 10,
      category_id: categoryId,
      options,
    });
    const [size] = await entriesOfKind('product-option', 'Size (Party Cake)');
    expect(size).toMatchObject({ action: 'create', actor: owner() });
    expect(size!.after).toMatchObject({ name: 'Size', product: id, required: true });
    const choices = await entriesOfKind('product-option-choice');
    expect(choices.filter((entry) => entry.after?.option === size!.entityId).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ name: '6 inch', priceDeltaFils: 0 }),
      expect.objectContaining({ name: '8 inch', priceDeltaFils: 2000 }),
    ]);
  });
});

describe("an order's status", () => {
  it('is recorded with the staff member who changed it and the status before and after; placing it is not', async () => {
    const placed = await placeOrder(t.app);
    const { orderId } = placed.json<{ orderId: number }>();
    expect(await about('order', orderId)).toEqual([]);

    await call('PATCH', `/api/orders/${orderId}/status`, { status: 'confirmed' }, baker.headers);
    // Set again to what it is: nothing changed, nothing recorded.
    await call('PATCH', `/api/orders/${orderId}/status`, { status: 'confirmed' }, baker.headers);
    const entries = await about('order', orderId);
    expect(entries).toHaveLength(1);
    expect(shape(entries[0]!)).toEqual({
      actor: { id: baker.id, email: 'baker@crumb.test' },
      action: 'update',
      label: 'Sara',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });
});

/** Every entry of a kind, oldest first, or those with this label. */
async function entriesOfKind(entity: string, label?: string): Promise<RestActivityEntry[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activity?entity=${entity}&limit=100`,
    headers: t.admin,
  });
  const items = response.json<{ items: RestActivityEntry[] }>().items.reverse();
  return label === undefined ? items : items.filter((entry) => entry.label === label);
}

describe('a category and a voucher', () => {
  it('are recorded with their changed fields', async () => {
    const { id: categoryId } = await call('POST', '/api/categories', { name: 'Tarts' });
    await call('PUT', `/api/categories/${categoryId}`, { name: 'Fruit Tarts', show_on_homepage: false });
    const [, renamed] = await about('category', categoryId);
    expect(shape(renamed!)).toEqual({
      actor: owner(),
      action: 'update',
      label: 'Fruit Tarts',
      before: { name: 'Tarts', showOnHomepage: true },
      after: { name: 'Fruit Tarts', showOnHomepage: false },
    });

    const voucher = await call('POST', '/api/vouchers', { code: 'eid10', discount: 10, type: 'percentage' });
    await call('PATCH', `/api/vouchers/${voucher.id}/toggle`);
    await call('DELETE', `/api/vouchers/${voucher.id}`);
    const [created, toggled, deleted] = await about('voucher', voucher.id);
    expect(created).toMatchObject({
      action: 'create',
      label: 'EID10',
      after: expect.objectContaining({ code: 'EID10' }),
    });
    expect(created!.after).not.toHaveProperty('usedCount');
    expect(toggled).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } });
    expect(deleted).toMatchObject({ action: 'delete', label: 'EID10' });
  });
});

describe('the settings and the delivery rules', () => {
  it('record the settings fields that changed, and not their timestamp', async () => {
    await call('PUT', '/api/settings', { heroTitle: 'Fresh every morning', phone: '+973 1700 0000' });
    await call('PUT', '/api/settings', { heroTitle: 'Baked at dawn' });
    const entries = await about('settings', 1);
    expect(shape(entries.at(-1)!)).toEqual({
      actor: owner(),
      action: 'update',
      label: null,
      before: { heroTitle: 'Fresh every morning' },
      after: { heroTitle: 'Baked at dawn' },
    });
  });

  it('record the delivery schedule: created by the first save, then its changed rules', async () => {
    const schedule = openSchedule([{ id: 'morning', start: '10:00', end: '13:00', capacity: 4 }], {
      leadTimeHours: 2,
      cutoffTime: '18:00',
    });
    await call('PUT', '/api/delivery-schedule', schedule);
    await call('PUT', '/api/delivery-schedule', { ...schedule, leadTimeHours: 6, closedWeekdays: [5] });
    const [created, changed] = await about('delivery-schedule', 1);
    expect(created).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ enabled: true, leadTimeHours: 2 }),
    });
    expect(shape(changed!)).toEqual({
      actor: owner(),
      action: 'update',
      label: null,
      before: { leadTimeHours: 2, closedWeekdays: [] },
      after: { leadTimeHours: 6, closedWeekdays: [5] },
    });
  });

  it('record the delivery areas: their switches, and each zone and area added, changed or removed', async () => {
    await call('PUT', '/api/delivery-areas', twoZones());
    const [switches] = (await about('delivery-areas', 1)).slice(-1);
    expect(switches).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ enabled: false }),
      after: expect.objectContaining({ enabled: true, pickupEnabled: true }),
    });
    const zones = await entriesOfKind('delivery-zone');
    expect(zones.filter((entry) => entry.action === 'create').map((entry) => entry.label)).toEqual([
      'Muharraq',
      'Riffa',
    ]);
    // The demo's zones, not sent again, are removed.
    expect(zones.filter((entry) => entry.action === 'delete').length).toBeGreaterThan(0);
    const areas = await entriesOfKind('delivery-area');
    expect(areas).toContainEqual(
      expect.objectContaining({
        action: 'create',
        label: 'Arad (Muharraq)',
        after: expect.objectContaining({ enabled: false }),
      }),
    );
  });
});

describe('an account', () => {
  it('is recorded when invited, when its password is set (never the hash), changed and removed', async () => {
    const invited = await call('POST', '/api/staff', { email: 'icer@crumb.test', role: 'staff' });
    const token = new URL(invited.inviteUrl).searchParams.get('token');
    await call('POST', '/api/staff/accept', { token, password: 'kneading-dough' }, {});
    await call('PATCH', `/api/staff/${invited.id}`, { role: 'owner', disabled: true });
    await call('DELETE', `/api/staff/${invited.id}`);

    const entries = await about('account', invited.id);
    expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['create', TEST_ADMIN.email],
      ['update', 'icer@crumb.test'],
      ['sign-in', 'icer@crumb.test'],
      ['update', TEST_ADMIN.email],
      ['delete', TEST_ADMIN.email],
    ]);
    const [created, passwordSet, , changed, removed] = entries;
    expect(created!.after).toMatchObject({ email: 'icer@crumb.test', role: 'staff', passwordHash: null });
    expect(passwordSet).toMatchObject({ before: { passwordHash: null }, after: { passwordHash: { redacted: true } } });
    expect(changed).toMatchObject({
      before: { role: 'staff', disabled: false },
      after: { role: 'owner', disabled: true },
    });
    expect(removed!.before).toMatchObject({ email: 'icer@crumb.test', passwordHash: { redacted: true } });
    // No hash of the password anywhere in the record.
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ count: number }>>(
        `select count(*)::int as count from "activity_entry" where "before"::text like '%argon2%' or "after"::text like '%argon2%'`,
      );
    expect(row!.count).toBe(0);
  });
});

describe("an account's language", () => {
  it('is not recorded: the back office sets it as it is read', async () => {
    const before = await about('account', ownerId);
    const switched = await postGraphql(t, 'mutation { updateAdminLanguage(language: ar) { language } }', {}, t.admin);
    expect(switched.json().data).toEqual({ updateAdminLanguage: { language: 'ar' } });
    expect(await about('account', ownerId)).toEqual(before);
  });
});

describe('sessions', () => {
  const signIn = (email: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: address,
    });

  it('records each sign-in, failed sign-in and sign-out with the client address', async () => {
    const signedIn = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, '192.0.2.10');
    expect(signedIn.statusCode).toBe(200);
    expect((await signIn(TEST_ADMIN.email, 'not the password', '192.0.2.11')).statusCode).toBe(401);
    expect((await signIn('nobody@crumb.test', 'whatever-at-all', '192.0.2.12')).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
      remoteAddress: '192.0.2.13',
    });
    expect(out.statusCode).toBe(200);

    const sessions = (await entriesOfKind('account')).filter((entry) => entry.address?.startsWith('192.0.2.1'));
    const read = ({ action, actor, entityId, address, after }: RestActivityEntry) => ({
      action,
      actor,
      entityId,
      address,
      after,
    });
    expect(sessions.map(read)).toEqual([
      { action: 'sign-in', actor: owner(), entityId: ownerId, address: '192.0.2.10', after: null },
      {
        action: 'sign-in-failed',
        actor: { id: null, email: TEST_ADMIN.email },
        entityId: ownerId,
        address: '192.0.2.11',
        after: null,
      },
      {
        action: 'sign-in-failed',
        actor: { id: null, email: 'nobody@crumb.test' },
        entityId: null,
        address: '192.0.2.12',
        after: null,
      },
      { action: 'sign-out', actor: owner(), entityId: ownerId, address: '192.0.2.13', after: { sessions: 'this' } },
    ]);
  });

  it('records signing out another device, every other one and every one, saying which', async () => {
    const signedIn = async () => (await signIn('baker@crumb.test', TEST_ADMIN.password, '192.0.2.20')).json().token;
    const [current, another] = [await signedIn(), await signedIn()];
    const asBaker = (method: 'GET' | 'POST' | 'DELETE', url: string, address: string) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${current}` }, remoteAddress: address });
    const listed = (await asBaker('GET', '/api/auth/sessions', '192.0.2.21')).json<Array<{ id: number }>>();
    // The list puts the session in use first; the other one signed in just now is among the rest.
    expect(listed.length).toBeGreaterThan(1);
    expect((await asBaker('DELETE', `/api/auth/sessions/${listed[1]!.id}`, '192.0.2.22')).statusCode).toBe(200);
    expect((await asBaker('POST', '/api/auth/sessions/sign-out-others', '192.0.2.23')).statusCode).toBe(200);
    expect((await asBaker('POST', '/api/auth/sessions/sign-out-all', '192.0.2.24')).statusCode).toBe(200);
    expect(another).toEqual(expect.any(String));

    const signOuts = (await about('account', baker.id)).filter((entry) => entry.action === 'sign-out');
    expect(signOuts.map(({ actor, address, after }) => ({ actor, address, after }))).toEqual(
      ['another', 'others', 'all'].map((sessions, index) => ({
        actor: { id: baker.id, email: 'baker@crumb.test' },
        address: `192.0.2.2${index + 2}`,
        after: { sessions },
      })),
    );
  });
});

describe('the same transaction', () => {
  const entryCount = async () => t.orm.em.fork().count(ActivityEntry);

  it('a change whose transaction rolls back leaves no entry, nor does a flush the database refuses', async () => {
    const before = await entryCount();
    const em = t.orm.em.fork();
    const cake = await em.findOneOrFail(Product, { name: { $ne: null } }, { orderBy: { id: 'asc' } });
    const price = cake.priceFils;
    await expect(
      em.transactional(async (tx) => {
        const row = await tx.findOneOrFail(Product, cake.id);
        row.priceFils = price + 1000;
        await tx.flush();
        // Written by now, inside the transaction: it sees its own entry.
        expect(await tx.count(ActivityEntry, { entity: 'product', entityId: cake.id })).toBeGreaterThan(0);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    // One flush of its own transaction: a new category and a voucher whose code exists already.
    const flush = t.orm.em.fork();
    const existing = flush.create(Voucher, { code: 'TWICE', type: VoucherType.fixed, discountValue: 500 });
    await flush.flush();
    const afterVoucher = await entryCount();
    const second = t.orm.em.fork();
    second.create(Category, { name: 'Never Made' });
    second.create(Voucher, { code: existing.code, type: VoucherType.fixed, discountValue: 500 });
    await expect(second.flush()).rejects.toThrow();

    expect(afterVoucher).toBe(before + 1);
    expect(await entryCount()).toBe(afterVoucher);
    expect((await t.orm.em.fork().findOneOrFail(Product, cake.id)).priceFils).toBe(price);
  });

  it('a change made with nobody signed in is recorded without an actor', async () => {
    const em = t.orm.em.fork();
    const category = em.create(Category, { name: 'Seasonal' });
    await em.flush();
    const [entry] = await about('category', category.id);
    expect(entry).toMatchObject({ action: 'create', actor: { id: null, email: null }, label: 'Seasonal' });
  });
});
