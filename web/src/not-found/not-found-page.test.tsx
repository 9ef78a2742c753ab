import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('not found page', () => {
  it('tells the visitor the page does not exist and links back home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the 404 with the path asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await renderRoute('/cakes/old-link');

    await screen.findByText('Oops! Page not found');
    // The log is an effect, which React may run just after the page is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('404')));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/cakes/old-link'));
  });
});
