import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CatalogProductPageDocument, SiteSettingsDocument } from '../graphql/generated';
import { buildSettings } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

// Products that never arrive, so the page stays in its loading state.
const productsPending = graphql.query(CatalogProductPageDocument, () => new Promise<never>(() => undefined));

describe("a storefront page's loading state (the extended text 'loading')", () => {
  it("says 'Loading...' by default", async () => {
    server.use(productsPending);
    await renderRoute('/products');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("uses the owner's wording when set", async () => {
    server.use(
      productsPending,
      graphql.query(SiteSettingsDocument, () =>
        HttpResponse.json({
          data: { settings: buildSettings({ texts: [{ key: 'loading', value: 'Warming the oven...' }] }) },
        }),
      ),
    );
    await renderRoute('/products');
    expect(await screen.findByText('Warming the oven...')).toBeInTheDocument();
  });
});
