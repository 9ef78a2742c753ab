import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { showToast } from './toast-store';

describe('toasts (SPEC §4, §9)', () => {
  it('shows one toast at a time, the newest replacing the older', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => void showToast({ title: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void showToast({ title: 'Second' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user } = await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => void showToast({ title: 'Saved' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user } = await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => void showToast({ title: 'Saved' }));
    await screen.findByText('Saved');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
