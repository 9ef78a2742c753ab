import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AdminSessionsDocument,
  SignOutOtherSessionsDocument,
  SignOutSessionDocument,
  type AdminSessionFieldsFragment,
} from '@crumb/shared/shared-operations';
import { refusal } from '../../testing/api-errors';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';

type Session = AdminSessionFieldsFragment & { __typename: 'AdminSession' };

const session = (fields: Partial<Session> & Pick<Session, 'id'>): Session => ({
  __typename: 'AdminSession',
  browser: 'Chrome',
  platform: 'Windows',
  address: '203.0.113.7',
  signedInAt: '2026-11-27T06:00:00.000Z',
  lastUsedAt: '2026-11-27T09:30:00.000Z',
  expiresAt: '2026-11-27T18:00:00.000Z',
  current: false,
  ...fields,
});
const phone = session({ id: '3', browser: 'Safari', platform: 'iPhone', current: true, address: '2001:db8::1' });
const laptop = session({ id: '2' });
const script = session({ id: '1', browser: 'curl', platform: null, address: null });

/** The sessions the server holds, changed by the sign-outs, which are recorded. */
function serveSessions(initial: Session[] = [phone, laptop, script]) {
  let sessions = initial;
  const sent = { signOuts: [] as string[], others: 0 };
  server.use(
    graphql.query(AdminSessionsDocument, () => HttpResponse.json({ data: { adminSessions: sessions } })),
    graphql.mutation(SignOutSessionDocument, ({ variables }) => {
      sent.signOuts.push(variables.id);
      if (!sessions.some(({ id }) => id === variables.id)) return refusal('Session not found', 'NOT_FOUND');
      sessions = sessions.filter(({ id }) => id !== variables.id);
      return HttpResponse.json({ data: { signOutSession: true } });
    }),
    graphql.mutation(SignOutOtherSessionsDocument, () => {
      sent.others += 1;
      sessions = sessions.filter(({ current }) => current);
      return HttpResponse.json({ data: { signOutOtherSessions: true } });
    }),
  );
  return sent;
}

const rowsOf = async (listName = 'Signed-in devices') =>
  within(await screen.findByRole('region', { name: listName })).findAllByRole('listitem');

describe('the Your sessions page', () => {
  it('lists each device with its last use, sign-in and address, this one first and marked, the others with Sign out', async () => {
    serveSessions();
    await renderAdminRoute('/admin/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sessions' })).toBeInTheDocument();
    const [first, second, third] = await rowsOf();
    expect(first).toHaveTextContent('Safari on iPhone');
    expect(within(first!).getByText('This device')).toBeInTheDocument();
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(first).toHaveTextContent(/Last used .*2026/);
    expect(first).toHaveTextContent(/Signed in .*2026/);
    expect(first).toHaveTextContent('2001:db8::1');
    expect(second).toHaveTextContent('Chrome on Windows');
    expect(
      within(second!).getByRole('button', { name: /^Sign out \W*Chrome on Windows\W*, signed in/ }),
    ).toBeInTheDocument();
    expect(third).toHaveTextContent('curl');
    expect(third).not.toHaveTextContent('From');
    expect(screen.queryByText('No other device is signed in to your account.')).not.toBeInTheDocument();
  });

  it('signs one device out and lists the rest', async () => {
    const sent = serveSessions();
    const { user } = await renderAdminRoute('/admin/sessions');
    const [, laptopRow] = await rowsOf();
    await user.click(within(laptopRow!).getByRole('button', { name: /^Sign out/ }));
    expect(await screen.findByText(/Chrome on Windows\W* is signed out/)).toBeInTheDocument();
    expect(sent.signOuts).toEqual(['2']);
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));
  });

  it('signs out everywhere else once confirmed, and then says no other device is signed in', async () => {
    const sent = serveSessions();
    const { user } = await renderAdminRoute('/admin/sessions');
    await rowsOf();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.others).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Every other device is signed out')).toBeInTheDocument();
    expect(sent.others).toBe(1);
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(1);
  });

  it("reads in Arabic, the server's refusal included", async () => {
    serveSessions();
    server.use(graphql.mutation(SignOutSessionDocument, () => refusal('Session not found', 'NOT_FOUND')));
    const { user } = await renderAdminRoute('/admin/sessions', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'جلساتك' })).toBeInTheDocument();
    const [first, second] = await rowsOf('الأجهزة المسجَّل دخولها');
    expect(first).toHaveTextContent('Safari على iPhone');
    expect(within(first!).getByText('هذا الجهاز')).toBeInTheDocument();
    await user.click(within(second!).getByRole('button', { name: /^تسجيل خروج/ }));
    expect(await screen.findByText('تعذّر تسجيل الخروج: لم يُعثر على الجلسة')).toBeInTheDocument();
  });
});

describe('a staff account', () => {
  it('finds its sessions on the dashboard and opens them', async () => {
    serveSessions();
    const { user } = await renderAdminRoute('/admin', { role: 'staff' });
    await user.click(await screen.findByRole('link', { name: /Your sessions/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sessions' })).toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(3);
  });
});
