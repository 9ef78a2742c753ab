import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ActivityDocument,
  StaffAccountsDocument,
  type ActivityEntryFieldsFragment,
  type ActivityQueryVariables,
} from '@crumb/shared/shared-operations';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { ACTIVITY_PAGE_SIZE } from './activity-page';

type Entry = ActivityEntryFieldsFragment & { __typename: 'ActivityEntry' };

const entry = (fields: Partial<Entry> & Pick<Entry, 'id' | 'action' | 'entity'>): Entry => ({
  __typename: 'ActivityEntry',
  at: '2026-11-28T07:05:00.000Z',
  actor: { __typename: 'ActivityActor', id: '1', email: 'owner@crumb.test' } as Entry['actor'],
  entityId: null,
  label: null,
  before: null,
  after: null,
  address: null,
  ...fields,
});

const baker = { __typename: 'ActivityActor', id: '2', email: 'baker@crumb.test' } as Entry['actor'];
const confirmed = entry({
  id: '30',
  action: 'update',
  entity: 'order',
  entityId: '12',
  label: 'Sara',
  actor: baker,
  at: '2026-11-28T09:41:00.000Z',
  before: { status: 'pending' },
  after: { status: 'confirmed' },
});
const repriced = entry({
  id: '29',
  action: 'update',
  entity: 'product',
  entityId: '5',
  label: 'Lemon Drizzle',
  before: { priceFils: 4500, nameAr: '' },
  after: { priceFils: 5250, nameAr: 'كعكة الليمون' },
});
const created = entry({
  id: '28',
  action: 'create',
  entity: 'voucher',
  entityId: '3',
  label: 'EID10',
  after: { code: 'EID10', type: 'percentage', discountValue: 10, active: true, expiresAt: null },
});
const signedIn = entry({
  id: '27',
  action: 'signIn',
  entity: 'account',
  entityId: '2',
  actor: baker,
  address: '192.0.2.10',
});
const refused = entry({
  id: '26',
  action: 'signInFailed',
  entity: 'account',
  actor: { __typename: 'ActivityActor', id: null, email: 'stranger@example.com' } as Entry['actor'],
  address: '198.51.100.7',
});
const passwordSet = entry({
  id: '25',
  action: 'update',
  entity: 'account',
  entityId: '2',
  label: 'baker@crumb.test',
  actor: baker,
  before: { passwordHash: null },
  after: { passwordHash: { redacted: true } },
});
const signedOutElsewhere = entry({
  id: '24',
  action: 'signOut',
  entity: 'account',
  entityId: '2',
  label: 'baker@crumb.test',
  actor: baker,
  after: { sessions: 'others' },
  address: '192.0.2.44',
});
const entries = [confirmed, repriced, created, signedIn, refused, passwordSet, signedOutElsewhere];

const account = (id: string, email: string, role: 'owner' | 'staff') => ({
  __typename: 'Admin',
  id,
  email,
  role,
  disabled: false,
  lastSeenAt: null,
  invitedAt: null,
});
const staffAccounts = [account('1', 'owner@crumb.test', 'owner'), account('2', 'baker@crumb.test', 'staff')];

/** The record's answer for each query (recorded), `total` as given, and the accounts to choose among. */
function serveActivity(items: Entry[] = entries, total = items.length) {
  const asked: ActivityQueryVariables[] = [];
  server.use(
    graphql.query(ActivityDocument, ({ variables }) => {
      asked.push(variables);
      const activity = { __typename: 'ActivityPage', total, items };
      return HttpResponse.json({ data: { activity } });
    }),
    graphql.query(StaffAccountsDocument, () => HttpResponse.json({ data: { staffAccounts } })),
  );
  return asked;
}

/** The entry whose text first holds `text`: its label, or who did it. */
const rowOf = async (text: string, listName = 'Activity entries') => {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getAllByText(text)[0]!.closest('li')!;
};

describe('the Activity page', () => {
  it('shows who did what and when, with the changed fields before and after', async () => {
    serveActivity();
    await renderAdminRoute('/admin/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    // The heading is drawn before the entries arrive: the count follows with them.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 entries'));

    const order = await rowOf('Sara');
    expect(order).toHaveTextContent('baker@crumb.test');
    expect(order).toHaveTextContent('Changed');
    expect(order).toHaveTextContent('Order');
    expect(order).toHaveTextContent('#12');
    expect(within(order).getByRole('time')).toHaveAttribute('datetime', '2026-11-28T09:41:00.000Z');
    const changes = within(order).getByRole('definition');
    expect(within(order).getByRole('term')).toHaveTextContent('Status');
    expect(changes).toHaveTextContent(/Pending\s*to\s*Confirmed/);

    const product = await rowOf('Lemon Drizzle');
    const terms = within(product)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // In the texts' order, whatever order the record's JSON keeps.
    expect(terms).toEqual(['Name (Arabic)', 'Price']);
    expect(product).toHaveTextContent(/4\.500 BD\s*to\s*5\.250 BD/);
    expect(product).toHaveTextContent(/empty\s*to\s*كعكة الليمون/);
  });

  it('folds the fields of a new row, says where sessions came from and what a sign-out ended, and never shows a password', async () => {
    serveActivity();
    const { user } = await renderAdminRoute('/admin/activity');
    const voucher = await rowOf('EID10');
    await user.click(within(voucher).getByText('5 fields'));
    expect(voucher).toHaveTextContent(/Type\s*Percentage/);
    expect(voucher).toHaveTextContent(/Expires\s*empty/);

    expect(await rowOf('stranger@example.com')).toHaveTextContent(/Sign-in refused.*From.*198\.51\.100\.7/);
    const list = screen.getByRole('list', { name: 'Activity entries' });
    // A sign-out says which devices it signed out, without folded fields.
    const signOut = within(list).getByText('every other device').closest('li')!;
    expect(signOut).toHaveTextContent(/baker@crumb\.test.*Signed out.*every other device.*From.*192\.0\.2\.44/);
    expect(within(signOut).queryByRole('group')).not.toBeInTheDocument();
    expect(list).toHaveTextContent(/Password\s*empty\s*to\s*hidden/);
    expect(list).not.toHaveTextContent('redacted');
  });

  it('asks again for the person, kind and days chosen, from the first page', async () => {
    const asked = serveActivity(entries, 60);
    const { user } = await renderAdminRoute('/admin/activity');
    await screen.findByRole('list', { name: 'Activity entries' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ offset: ACTIVITY_PAGE_SIZE, limit: ACTIVITY_PAGE_SIZE }));

    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(person, 'baker@crumb.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Order');
    await user.type(screen.getByLabelText('From (Bahrain time)'), '2026-11-01');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { actorId: '2', entity: 'order', from: '2026-11-01', to: null },
        limit: ACTIVITY_PAGE_SIZE,
        offset: 0,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ actorId: null, entity: null, from: null, to: null }));
  });

  it('says so when nothing is recorded yet', async () => {
    serveActivity([]);
    await renderAdminRoute('/admin/activity');
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
  });

  it('reads in Arabic, right to left, with the values in Arabic', async () => {
    serveActivity();
    await renderAdminRoute('/admin/activity', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const order = await rowOf('Sara', 'سجلات النشاط');
    expect(order).toHaveTextContent('تعديل');
    expect(within(order).getByRole('term')).toHaveTextContent('الحالة');
    expect(order).toHaveTextContent(/قيد الانتظار\s*إلى\s*مؤكد/);
    expect(await rowOf('Lemon Drizzle', 'سجلات النشاط')).toHaveTextContent(/4\.500 د\.ب/);
    expect(screen.getByRole('combobox', { name: 'الشخص' })).toBeInTheDocument();
  });
});

describe("the delivery schedule's changes in the Activity page", () => {
  const scheduleChange = entry({
    id: '40',
    action: 'update',
    entity: 'deliverySchedule',
    entityId: '1',
    before: {
      windows: [{ id: 'morning', start: '10:00', end: '13:00', capacity: 10 }],
      closedWeekdays: [],
      closedDates: ['2026-12-16'],
    },
    after: {
      windows: [
        { id: 'morning', start: '09:00', end: '12:00', capacity: 5 },
        { id: 'window-4', start: '16:00', end: '20:00', capacity: 1 },
      ],
      closedWeekdays: [5, 6],
      closedDates: ['2026-12-16', '2027-01-01'],
    },
  });

  /** Each changed field's name and what its definition reads, before and after. */
  async function changes(listName: string): Promise<string[]> {
    const row = await rowOf(listName === 'Activity entries' ? 'Delivery schedule' : 'جدول التوصيل', listName);
    const terms = within(row).getAllByRole('term');
    const definitions = within(row).getAllByRole('definition');
    return terms.map((term, index) => `${term.textContent}: ${definitions[index]!.textContent}`);
  }

  it('reads its windows, closed weekdays and closed dates as words, not JSON', async () => {
    serveActivity([scheduleChange]);
    await renderAdminRoute('/admin/activity');
    expect(await changes('Activity entries')).toEqual([
      'Closed weekdays: empty to Friday, Saturday',
      'Closed dates: 16 December 2026 to 16 December 2026, 1 January 2027',
      'Delivery windows: Morning 10:00–13:00, 10 orders to Morning 09:00–12:00, 5 orders; Window 4 16:00–20:00, 1 order',
    ]);
  });

  it('reads them in Arabic on an Arabic page', async () => {
    serveActivity([scheduleChange]);
    await renderAdminRoute('/admin/activity', { language: 'ar' });
    const read = await changes('سجلات النشاط');
    expect(read.join('\n')).not.toMatch(/[[{"]/);
    expect(read[0]).toMatch(/الجمعة، السبت$/);
    expect(read[1]).toContain('1 يناير 2027');
    expect(read[2]).toMatch(/فترة الصباح من 09:00 إلى 12:00، 5 طلبات؛ الفترة 4 من 16:00 إلى 20:00، طلب واحد$/);
  });
});

describe('who sees the Activity page', () => {
  it('the owner finds it on the dashboard; staff neither see it there nor may open it', async () => {
    serveActivity();
    const owner = await renderAdminRoute('/admin');
    expect(await screen.findByRole('link', { name: /^Activity/ })).toHaveAttribute('href', '/admin/activity');
    owner.unmount();

    await renderAdminRoute('/admin', { role: 'staff' });
    await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(screen.queryByRole('link', { name: /^Activity/ })).not.toBeInTheDocument();
  });

  it('staff opening its address are told only the owner may', async () => {
    await renderAdminRoute('/admin/activity', { role: 'staff' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Only the shop's owner can open this page" }),
    ).toBeInTheDocument();
  });
});
