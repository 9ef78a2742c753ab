import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminOrdersDocument } from '../graphql/generated';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';

describe('a token the server stops accepting (expired, or logged out elsewhere)', () => {
  it('ends the session: the token is forgotten and the page asks to sign in again', async () => {
    const { user } = await renderAdminRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    server.use(
      graphql.query(AdminOrdersDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'Sign in as the admin first', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );

    await user.click(screen.getByRole('link', { name: /^Orders/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to manage the shop' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('admin_token')).toBeNull());
  });
});
