import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '../graphql/generated';
import { buildSettings } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

describe('extended texts of the settings (read by key with defaults)', () => {
  it("shows the owner's wording where set and ours elsewhere, in either language", async () => {
    server.use(
      graphql.query(SiteSettingsDocument, () =>
        HttpResponse.json({
          data: {
            settings: buildSettings({
              texts: [
                { key: 'productsTitle', value: 'Fresh from the oven' },
                { key: 'allCategoriesText', value: '  ' },
              ],
            }),
          },
        }),
      ),
    );
    await renderRoute('/products', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh from the oven' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'جميع الفئات' })).toBeInTheDocument();
  });
});
