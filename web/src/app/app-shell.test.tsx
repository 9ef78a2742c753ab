import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '../graphql/generated';
import { buildSettings } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

describe('the app around the pages', () => {
  it("shows 'Loading theme...' instead of any route while the app starts", async () => {
    await renderRoute('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading theme...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading theme...')).not.toBeInTheDocument();
  });

  it('refetches the page data when the connection comes back', async () => {
    let requests = 0;
    server.use(
      graphql.query(SiteSettingsDocument, () => {
        requests += 1;
        return HttpResponse.json({ data: { settings: buildSettings() } });
      }),
    );
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const before = requests;

    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(requests).toBeGreaterThan(before));
  });
});
