import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG, file, graphqlMultipart } from '../../test/image-fixtures';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });

const graphql = graphqlClient(t, () => t.admin);

const UPDATE =
  'mutation ($input: SettingsInput!, $logo: Upload) { updateSettings(input: $input, logo: $logo) { siteName logo heroTitle texts { key value } } }';

describe('updateSettings over GraphQL', () => {
  it('sets extended texts by key, keeping the ones it does not name', async () => {
    await graphql(UPDATE, {
      input: {
        texts: [
          { key: 'loading', value: 'One moment…' },
          { key: 'cartTitle', value: 'Your basket' },
        ],
      },
    });
    const { data } = await graphql(UPDATE, {
      input: {
        texts: [
          { key: 'cartTitle', value: '' },
          { key: 'totalText', value: 'Total due' },
        ],
      },
    });
    expect(data.updateSettings.texts).toEqual([
      { key: 'loading', value: 'One moment…' },
      { key: 'totalText', value: 'Total due' },
    ]);
    expect((await graphql('{ settings { texts { key } } }')).data.settings.texts).toHaveLength(2);
    const unknown = await graphql(UPDATE, { input: { texts: [{ key: 'notAText', value: 'x' }] } });
    expect(unknown.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("uploads a logo as a multipart file, and clears it with logo ''", async () => {
    const body = graphqlMultipart(
      UPDATE,
      { input: { siteName: 'Crumb' } },
      { logo: file(PNG, 'logo.png', 'image/png') },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...t.admin, 'apollo-require-preflight': 'true' },
      payload: body as never,
    });
    const { logo } = response.json().data.updateSettings;
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const { data } = await graphql(UPDATE, { input: { logo: '' } });
    expect(data.updateSettings).toMatchObject({ siteName: 'Crumb', logo: null });
    expect(existsSync(join(t.config.uploadsDir, logo.slice('/uploads/'.length)))).toBe(false);
  });

  it('leaves an image alone when its field carries a path instead of a file', async () => {
    const before = (await graphql('{ settings { heroImage } }')).data.settings.heroImage;
    await graphql('mutation ($input: SettingsInput!) { updateSettings(input: $input) { heroImage } }', {
      input: { heroImage: '/somewhere/else.png' },
    });
    expect((await graphql('{ settings { heroImage } }')).data.settings.heroImage).toBe(before);
  });

  it('is for the admin only', async () => {
    const response = await graphql(UPDATE, { input: { heroTitle: 'Hijacked' } }, {});
    expect(response.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ settings { heroTitle } }')).data.settings.heroTitle).not.toBe('Hijacked');
  });
});
