import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminLoginDocument, AdminLogoutDocument, VerifyAdminDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

const admin = {
  __typename: 'Admin',
  id: '1',
  email: 'owner@crumb.example',
  language: 'en' as const,
  role: 'owner' as const,
};
const signedIn = { __typename: 'AuthPayload', token: 'new-token', admin };

function acceptToken(token: string) {
  server.use(
    graphql.query(VerifyAdminDocument, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${token}`
        ? HttpResponse.json({ data: { verify: admin } })
        : HttpResponse.json({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ),
  );
}

async function header() {
  return within(await screen.findByRole('banner'));
}

describe('admin session in the navigation', () => {
  it('offers Admin Login to a visitor', async () => {
    await renderRoute('/');

    expect(await (await header()).findByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('verifies a stored token at start and shows Admin Panel and Logout', async () => {
    localStorage.setItem('admin_token', 'good-token');
    acceptToken('good-token');
    await renderRoute('/');

    const bar = await header();
    expect(await bar.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(bar.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Admin Login' })).not.toBeInTheDocument();
  });

  it('removes a stored token the server refuses', async () => {
    localStorage.setItem('admin_token', 'expired-token');
    await renderRoute('/');

    expect(await (await header()).findByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('admin_token')).toBeNull());
  });

  it('verifies the token at start on a phone too, where the admin buttons stay in the closed menu', async () => {
    setViewportWidth(phoneWidth);
    localStorage.setItem('admin_token', 'expired-token');
    await renderRoute('/');

    await waitFor(() => expect(localStorage.getItem('admin_token')).toBeNull());
  });

  it('keeps the token when the server cannot be reached', async () => {
    localStorage.setItem('admin_token', 'good-token');
    server.use(graphql.query(VerifyAdminDocument, () => HttpResponse.error()));
    await renderRoute('/');

    expect(await (await header()).findByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('good-token');
  });

  it('logs out: forgets the token at once and tells the server with that token', async () => {
    localStorage.setItem('admin_token', 'good-token');
    acceptToken('good-token');
    const logoutTokens: (string | null)[] = [];
    server.use(
      graphql.mutation(AdminLogoutDocument, ({ request }) => {
        logoutTokens.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { user } = await renderRoute('/');

    await user.click(await (await header()).findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
    await waitFor(() => expect(logoutTokens).toEqual(['Bearer good-token']));
  });

  it('signs in from the Admin Login dialog and stores the token', async () => {
    server.use(
      graphql.mutation(AdminLoginDocument, ({ variables }) =>
        variables.password === 'owner-pass-123'
          ? HttpResponse.json({ data: { login: signedIn } })
          : HttpResponse.json({
              errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
            }),
      ),
    );
    acceptToken('new-token');
    const { user } = await renderRoute('/');

    await user.click(await (await header()).findByRole('button', { name: 'Admin Login' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Admin Login' }));
    await user.type(dialog.getByLabelText('Email'), 'owner@crumb.example');
    await user.type(dialog.getByLabelText('Password'), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'owner-pass-123');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back to the admin!')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('new-token');
    expect(await (await header()).findByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
  });
});
