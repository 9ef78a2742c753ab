import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminExistsDocument, AdminLoginDocument, CreateAdminDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

async function openDialog(name: string) {
  const view = await renderRoute('/');
  await view.user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Admin Login' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name })) };
}

const noAdminYet = graphql.query(AdminExistsDocument, () => HttpResponse.json({ data: { adminExists: false } }));

describe('the Admin Login modal', () => {
  it('offers to create the admin while none exists, with the 8-character placeholder', async () => {
    server.use(noAdminYet);
    const { dialog } = await openDialog('Create Admin Account');

    expect(dialog.getByLabelText('Password')).toHaveAttribute('placeholder', 'Create a password (min 8 characters)');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('minlength', '8');
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Email')).toBeRequired();
  });

  it('treats a failed admin-exists call as no admin', async () => {
    server.use(graphql.query(AdminExistsDocument, () => HttpResponse.error()));
    const { dialog } = await openDialog('Create Admin Account');
    expect(dialog.getByRole('button', { name: 'Create Admin' })).toBeInTheDocument();
  });

  it('creates the admin, then returns to sign-in with the password cleared and a toast', async () => {
    const created: unknown[] = [];
    server.use(
      noAdminYet,
      graphql.mutation(CreateAdminDocument, ({ variables }) => {
        created.push(variables);
        return HttpResponse.json({ data: { createAdmin: { id: '1', email: variables.email } } });
      }),
    );
    const { user, dialog } = await openDialog('Create Admin Account');

    await user.type(dialog.getByLabelText('Email'), ' owner@crumb.example ');
    await user.type(dialog.getByLabelText('Password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    expect(created).toEqual([]);

    await user.type(dialog.getByLabelText('Password'), '-enough');
    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByText('Admin Created')).toBeInTheDocument();
    expect(screen.getByText('Admin account created successfully. Please login.')).toBeInTheDocument();
    expect(created).toEqual([{ email: 'owner@crumb.example', password: 'short-enough' }]);
    const signIn = within(await screen.findByRole('dialog', { name: 'Admin Login' }));
    expect(signIn.getByLabelText('Password')).toHaveValue('');
    expect(signIn.getByLabelText('Password')).toHaveAttribute('minlength', '6');
    expect(signIn.getByLabelText('Email')).toHaveValue('owner@crumb.example');
  });

  it("shows 'Authentication failed' when the server gives no reason", async () => {
    server.use(graphql.mutation(AdminLoginDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    const { user, dialog } = await openDialog('Admin Login');

    await user.type(dialog.getByLabelText('Email'), 'owner@crumb.example');
    await user.type(dialog.getByLabelText('Password'), 'secret-1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('disables the fields while signing in', async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(graphql.mutation(AdminLoginDocument, () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user, dialog } = await openDialog('Admin Login');

    await user.type(dialog.getByLabelText('Email'), 'owner@crumb.example');
    await user.type(dialog.getByLabelText('Password'), 'secret-1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(dialog.getByLabelText('Email')).toBeDisabled());
    expect(dialog.getByLabelText('Password')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(
      HttpResponse.json({
        errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await openDialog('Admin Login');

    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(dialog.getByRole('button', { name: 'Hide password' }));
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
