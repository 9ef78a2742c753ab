import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@crumb/shared/schema-types';
import {
  AcceptStaffInvitationDocument,
  InviteStaffDocument,
  RemoveStaffAccountDocument,
  StaffAccountsDocument,
  UpdateStaffAccountDocument,
  type AcceptStaffInvitationMutationVariables,
  type InviteStaffMutationVariables,
  type UpdateStaffAccountMutationVariables,
} from '@crumb/shared/shared-operations';
import { adminToken } from '../../auth/admin-token';
import { refusal } from '../../testing/api-errors';
import { server } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';
import { renderAdminRoute, verifiedAdmin } from '../testing/render-admin-route';

interface Account {
  __typename: 'Admin';
  id: string;
  email: string;
  role: AdminRole;
  disabled: boolean;
  lastSeenAt: string | null;
  invitedAt: string | null;
}

const account = (fields: Partial<Account> & Pick<Account, 'id' | 'email'>): Account => ({
  __typename: 'Admin',
  role: 'staff',
  disabled: false,
  lastSeenAt: null,
  invitedAt: '2026-11-20T09:00:00.000Z',
  ...fields,
});
const owner = account({
  id: '1',
  email: 'owner@crumb.test',
  role: 'owner',
  invitedAt: null,
  lastSeenAt: '2026-11-27T08:00:00.000Z',
});
const baker = account({ id: '2', email: 'baker@crumb.test', lastSeenAt: '2026-11-26T07:30:00.000Z' });
const LAST_OWNER = 'The shop needs at least one enabled owner: make another account an owner first';

/** The accounts the server holds, changed by the mutations, which are recorded. */
function serveAccounts(initial: Account[] = [owner, baker]) {
  let accounts = initial;
  const sent = {
    invites: [] as InviteStaffMutationVariables[],
    updates: [] as UpdateStaffAccountMutationVariables[],
    removes: [] as string[],
  };
  server.use(
    graphql.query(StaffAccountsDocument, () => HttpResponse.json({ data: { staffAccounts: accounts } })),
    graphql.mutation(InviteStaffDocument, ({ variables }) => {
      sent.invites.push(variables);
      const created = account({ id: '9', email: variables.email, role: variables.role });
      accounts = [...accounts, created];
      const inviteStaff = {
        __typename: 'StaffInvite',
        account: created,
        inviteUrl: 'http://shop.test/admin/accept?token=abc123',
        expiresAt: '2026-11-30T09:00:00.000Z',
      };
      return HttpResponse.json({ data: { inviteStaff } });
    }),
    graphql.mutation(UpdateStaffAccountDocument, ({ variables }) => {
      sent.updates.push(variables);
      if (variables.id === owner.id) return refusal(LAST_OWNER, 'CONFLICT');
      accounts = accounts.map((found) =>
        found.id === variables.id
          ? { ...found, role: variables.role ?? found.role, disabled: variables.disabled ?? found.disabled }
          : found,
      );
      return HttpResponse.json({ data: { updateStaffAccount: accounts.find((found) => found.id === variables.id)! } });
    }),
    graphql.mutation(RemoveStaffAccountDocument, ({ variables }) => {
      sent.removes.push(variables.id);
      accounts = accounts.filter((found) => found.id !== variables.id);
      return HttpResponse.json({ data: { removeStaffAccount: true } });
    }),
  );
  return sent;
}

describe('the Staff page', () => {
  it('lists every account with its role and where it stands, the signed-in one marked', async () => {
    serveAccounts();
    await renderAdminRoute('/admin/staff');
    const list = await screen.findByRole('region', { name: 'Accounts' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of baker@crumb.test' })).toHaveValue('staff');
    expect(within(rows[1]!).getByText(/^Last seen/)).toBeInTheDocument();
  });

  it('invites with a role and shows the link to copy', async () => {
    const sent = serveAccounts();
    const { user } = await renderAdminRoute('/admin/staff');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'new@crumb.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));

    const heading = await screen.findByRole('heading', { name: /^Invitation link for/ });
    expect(heading).toHaveTextContent('new@crumb.test');
    expect(heading).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://shop.test/admin/accept?token=abc123',
    );
    expect(sent.invites).toEqual([{ email: 'new@crumb.test', role: 'owner' }]);
    expect(await screen.findByText('new@crumb.test')).toBeInTheDocument();
  });

  it('asks for an email before inviting', async () => {
    const sent = serveAccounts();
    const { user } = await renderAdminRoute('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    expect(sent.invites).toEqual([]);
  });

  it('changes a role, disables, and removes once confirmed', async () => {
    const sent = serveAccounts();
    const { user } = await renderAdminRoute('/admin/staff');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of baker@crumb.test' }), 'owner');
    await waitFor(() => expect(sent.updates).toEqual([{ id: '2', role: 'owner' }]));

    await user.click(screen.getByRole('button', { name: 'Disable baker@crumb.test' }));
    expect(await screen.findByRole('button', { name: 'Enable baker@crumb.test' })).toBeInTheDocument();
    expect(sent.updates[1]).toEqual({ id: '2', disabled: true });

    await user.click(screen.getByRole('button', { name: 'Remove baker@crumb.test' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/Remove \W?baker@crumb\.test\W?\?/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent.removes).toEqual(['2']));
    await waitFor(() => expect(screen.queryByText('baker@crumb.test')).not.toBeInTheDocument());
  });

  it("says the server's refusal to leave the shop without an owner, in Arabic too", async () => {
    serveAccounts();
    const { user } = await renderAdminRoute('/admin/staff', { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تعطيل owner@crumb.test' }));
    expect(await screen.findByText(/يحتاج المتجر إلى مالك مفعّل واحد على الأقل/)).toBeInTheDocument();
  });
});

describe('a staff account in the back office', () => {
  it('sees only the orders, the customers who placed them and its own sessions on the dashboard, without the figures', async () => {
    await renderAdminRoute('/admin', { role: 'staff' });
    const sections = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Orders'),
      expect.stringContaining('Customers'),
      expect.stringContaining('Your sessions'),
    ]);
    expect(screen.queryByRole('link', { name: /Staff/ })).not.toBeInTheDocument();
  });

  it.each(['/admin/products', '/admin/staff', '/admin/theme'])('opening %s is told only the owner may', async (url) => {
    await renderAdminRoute(url, { role: 'staff' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Only the shop's owner can open this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('the owner sees the Staff card', async () => {
    await renderAdminRoute('/admin');
    expect(await screen.findByRole('link', { name: /Staff/ })).toHaveAttribute('href', '/admin/staff');
  });
});

describe('accepting an invitation', () => {
  function serveAccept(answer?: ReturnType<typeof refusal>) {
    const sent: AcceptStaffInvitationMutationVariables[] = [];
    server.use(
      graphql.mutation(AcceptStaffInvitationDocument, ({ variables }) => {
        sent.push(variables);
        if (answer) return answer;
        const acceptStaffInvitation = {
          __typename: 'AuthPayload',
          token: 'staff-token',
          admin: { __typename: 'Admin', id: '2', email: 'baker@crumb.test', role: 'staff' as const },
        };
        return HttpResponse.json({ data: { acceptStaffInvitation } });
      }),
    );
    return sent;
  }

  it('sets the password, keeps the token and opens the back office as staff', async () => {
    const sent = serveAccept();
    server.use(verifiedAdmin('en', 'staff'));
    const { user, router } = await renderRoute('/admin/accept?token=abc123');
    await user.type(await screen.findByLabelText('Password'), 'kneading-dough');
    await user.type(screen.getByLabelText('Repeat the password'), 'kneading-dough');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(sent).toEqual([{ token: 'abc123', password: 'kneading-dough' }]);
    expect(adminToken.get()).toBe('staff-token');
    expect(await screen.findByRole('link', { name: /Orders/ })).toHaveAttribute('href', '/admin/orders');
  });

  it('checks the two passwords match before asking, and says why a link is refused', async () => {
    const sent = serveAccept(refusal('This invitation link has expired: ask the owner for a new one'));
    const { user } = await renderRoute('/admin/accept?token=old', { language: 'ar' });
    await user.type(await screen.findByLabelText('كلمة المرور'), 'kneading-dough');
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور'), 'kneading-doug');
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور والدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('كلمتا المرور غير متطابقتين');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور'), 'h');
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور والدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية رابط الدعوة هذا');
  });

  it('without a token says where the link comes from', async () => {
    await renderRoute('/admin/accept');
    expect(
      await screen.findByText("This page opens from an invitation link. Ask the shop's owner for one."),
    ).toBeInTheDocument();
  });
});
