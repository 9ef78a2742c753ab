import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, SVG, file, form, pngOfSize } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });

const getSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

function put(payload: FormData | Record<string, unknown>, headers: Record<string, string> = t.admin) {
  return t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as never });
}

const storedFile = (path: string) => join(t.config.uploadsDir, path.replace(/^\/uploads\//, ''));

describe('GET /api/settings', () => {
  it('answers the flat record with every documented field, in every spelling', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toMatchObject({
      heroTitle: expect.any(String),
      heroSubtitle: expect.any(String),
      heroImage: '/uploads/demo/hero.svg',
      ownerName: 'Mariam Al-Sayed',
      ownerMessage: expect.any(String),
      ownerImage: '/uploads/demo/owner.svg',
      ownerProfessionalBio: null,
      ownerAchievements: null,
      aboutTitle: 'About Crumb',
      aboutSubtitle: expect.any(String),
      aboutDescription: expect.any(String),
      aboutMission: expect.any(String),
      aboutImage: '/uploads/demo/about.svg',
      phone: '+973 3600 1234',
      email: 'hello@crumb.bh',
      address: expect.any(String),
      instagram: 'crumb.bh',
      facebook: 'CrumbBakeryBahrain',
      shopName: 'Crumb Bakery',
      siteName: 'Crumb Bakery',
      site_name: 'Crumb Bakery',
      logo: null,
      footer_text: expect.any(String),
      footer_copyright: expect.stringContaining('Crumb Bakery'),
      footer_links: 'Products|/products\nAbout|/about',
    });
    expect(settings.footerText).toBe(settings.footer_text);
    expect(settings.footerCopyright).toBe(settings.footer_copyright);
  });

  it('answers without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
  });
});

describe('PUT /api/settings', () => {
  it('answers 401 without the admin token and changes nothing', async () => {
    const before = await getSettings();
    const response = await put({ heroTitle: 'Hijacked' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await getSettings()).toEqual(before);
  });

  it('changes only the fields it carries and answers the whole updated record', async () => {
    const before = await getSettings();
    const response = await put({ heroTitle: 'Fresh every morning', phone: '+973 1700 0000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, heroTitle: 'Fresh every morning', phone: '+973 1700 0000' });
    expect(await getSettings()).toEqual(response.json());
  });

  it("sets a field to empty when it arrives as ''", async () => {
    const response = await put({ aboutSubtitle: '', ownerProfessionalBio: 'Trained in Lyon.' });
    expect(response.json()).toMatchObject({ aboutSubtitle: '', ownerProfessionalBio: 'Trained in Lyon.' });
    expect((await put({ ownerProfessionalBio: '' })).json().ownerProfessionalBio).toBeNull();
  });

  it('keeps every field when admin pages save different fields at the same time', async () => {
    const textKeys = [
      'cartTitle',
      'productsTitle',
      'totalText',
      'loading',
      'orderNowText',
      'cartEmptyTitle',
      'noProductsText',
      'checkoutTitle',
      'navHomeText',
      'orderIdLabel',
    ];
    const answers = await Promise.all(
      textKeys.map((key, index) =>
        put(
          index % 2 === 0
            ? { instagram: `crumb.${index}`, [key]: `Text ${index}` }
            : { address: `Road ${index}`, [key]: `Text ${index}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(textKeys.map(() => 200));
    const after = await getSettings();
    expect(after.instagram).toMatch(/^crumb\.[02468]$/);
    expect(after.address).toMatch(/^Road [13579]$/);
    // The extended texts live in one JSON value: each save merges its key into the latest one.
    expect(textKeys.map((key) => after[key])).toEqual(textKeys.map((_, index) => `Text ${index}`));
  });

  it('takes the multipart form of the admin pages, with the same field names as text', async () => {
    const response = await put(form({ heroTitle: 'From a form', heroSubtitle: '', site_name: 'Crumb & Co' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      heroTitle: 'From a form',
      heroSubtitle: '',
      siteName: 'Crumb & Co',
      shopName: 'Crumb & Co',
      site_name: 'Crumb & Co',
    });
  });

  it('reads the site name and footer fields in any spelling, taking the one edited when all are re-sent', async () => {
    const loaded = await getSettings();
    expect((await put({ ...loaded, siteName: 'Edited As siteName' })).json().site_name).toBe('Edited As siteName');
    const reloaded = await getSettings();
    expect((await put({ ...reloaded, site_name: 'Edited As site_name' })).json().shopName).toBe('Edited As site_name');
    expect((await put({ shopName: 'Crumb Bakery' })).json().siteName).toBe('Crumb Bakery');
    expect((await put({ footerText: 'Baked with love.' })).json().footer_text).toBe('Baked with love.');
    expect((await put({ footer_copyright: '© Crumb', footer_links: 'Home|/' })).json()).toMatchObject({
      footerCopyright: '© Crumb',
      footer_links: 'Home|/',
    });
  });

  it('ignores unknown fields but validates typed ones', async () => {
    const ignored = await put({ id: 99, updatedAt: 'yesterday', favouriteCake: 'fudge', heroTitle: 'Still fine' });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).not.toHaveProperty('favouriteCake');

    const badEmail = await put({ email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'Please enter a valid email address' });
    expect((await put({ phone: 'call me' })).statusCode).toBe(400);
    expect((await put({ siteName: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await put({ email: '' })).json().email).toBe('');
    expect((await put({ instagram: '@crumb.bh' })).json().instagram).toBe('crumb.bh');
  });

  it('stores the extended texts as top-level keys, and unsets one sent empty', async () => {
    const response = await put({ orderNowText: 'Order today', cartEmptyTitle: 'Nothing here yet' });
    expect(response.json()).toMatchObject({ orderNowText: 'Order today', cartEmptyTitle: 'Nothing here yet' });
    expect(await getSettings()).toMatchObject({ orderNowText: 'Order today', cartEmptyTitle: 'Nothing here yet' });

    const unset = await put(form({ orderNowText: '' }));
    expect(unset.json()).not.toHaveProperty('orderNowText');
    expect(unset.json().cartEmptyTitle).toBe('Nothing here yet');
    expect((await put({ cartEmptyTitle: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('stores uploaded images, serves them, and replaces them, deleting the old file', async () => {
    const first = await put(
      form({ logo: file(PNG, 'logo.png', 'image/png'), heroImage: file(JPEG, 'hero.jpg', 'image/jpeg') }),
    );
    expect(first.statusCode).toBe(200);
    const { logo, heroImage } = first.json();
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(heroImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: logo })).rawPayload.equals(PNG)).toBe(true);
    // The demo hero artwork is never deleted.
    expect(existsSync(storedFile('/uploads/demo/hero.svg'))).toBe(true);

    // The page re-sends the logo path it loaded as text, with a new file: the file wins.
    const second = await put(form({ logo, heroTitle: 'Same page', ownerImage: file(PNG, 'me.png', 'image/png') }));
    expect(second.json().logo).toBe(logo);
    const third = await put(form({ logo: file(JPEG, 'logo.jpg', 'image/jpeg') }));
    expect(third.json().logo).toMatch(/\.jpg$/);
    expect(existsSync(storedFile(logo))).toBe(false);
    expect(existsSync(storedFile(third.json().logo))).toBe(true);
  });

  it("clears the logo when it arrives as '', deleting its file", async () => {
    const { logo } = (await put(form({ logo: file(PNG, 'logo.png', 'image/png') }))).json();
    const response = await put(form({ logo: '' }));
    expect(response.json().logo).toBeNull();
    expect(existsSync(storedFile(logo))).toBe(false);
    expect((await getSettings()).logo).toBeNull();
  });

  it('answers 415 for an image that is not one and 413 for one over 5 MB, changing nothing', async () => {
    const before = await getSettings();
    const svg = await put(form({ heroTitle: 'Changed?', aboutImage: file(SVG, 'about.png', 'image/png') }));
    expect(svg.statusCode).toBe(415);
    const big = await put(
      form({ heroTitle: 'Changed?', aboutImage: file(pngOfSize(6 * 1024 * 1024), 'about.png', 'image/png') }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Images must be 5 MB or smaller' });
    expect(await getSettings()).toEqual(before);
  });

  it('creates the record when the shop has none, once, however many saves arrive together', async () => {
    await t.orm.em.getConnection().execute('delete from "site_settings"');
    const [named, titled] = await Promise.all([put({ siteName: 'Brand New Bakery' }), put({ heroTitle: 'Hello' })]);
    expect(named.statusCode).toBe(200);
    expect(titled.statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({
      site_name: 'Brand New Bakery',
      heroTitle: 'Hello',
      phone: '',
      logo: null,
    });
  });
});
