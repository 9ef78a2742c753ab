import { graphql, HttpResponse } from 'msw';
import { AdminSiteSettingsDocument, AdminUpdateSettingsDocument, type AdminUpdateSettingsMutationVariables } from '../graphql/generated';
import { AboutSettingsDocument, SiteSettingsDocument } from '../../graphql/generated';
import { buildAboutSettings, buildSettings } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import type { AdminSettings, SettingsImageName } from './admin-settings';

/** The demo shop's settings as the API answers the back office's query. */
export function buildAdminSettings(overrides: Partial<AdminSettings> = {}) {
  return {
    __typename: 'SiteSettings' as const,
    siteName: 'Crumb Bakery',
    logo: '/uploads/demo/logo.png',
    heroTitle: 'Baked Fresh Every Morning',
    heroSubtitle: 'Cakes and sweets made with love in Manama',
    heroImage: '/uploads/demo/hero.jpg',
    ownerName: 'Mariam Al-Sayed',
    ownerMessage: 'Every order is still baked by hand.',
    ownerImage: '/uploads/demo/owner.jpg',
    ownerProfessionalBio: null,
    ownerAchievements: 'Twenty years of birthday cakes.',
    aboutTitle: 'About Crumb',
    aboutSubtitle: 'A small bakery with a big oven',
    aboutDescription: 'A family bakery in Manama.',
    aboutMission: 'Honest ingredients, baked fresh.',
    aboutImage: null,
    phone: '+973 3300 1122',
    email: 'hello@crumb.example',
    address: 'Block 338, Adliya, Manama',
    instagram: 'crumb.bh',
    facebook: 'CrumbBakery',
    footerText: 'Home-made cakes, mixes and sweets.',
    footerCopyright: '© 2025 Crumb Bakery. All rights reserved.',
    footerLinks: 'About Us|/about\nShop|/products',
    ...overrides,
  };
}

type StoredSettings = ReturnType<typeof buildAdminSettings>;

const imageNames: readonly SettingsImageName[] = ['heroImage', 'ownerImage', 'aboutImage', 'logo'];

/** What the API stores for a save: the fields sent, '' clearing an image, a new path per file. */
function applySave(stored: StoredSettings, { input, ...files }: AdminUpdateSettingsMutationVariables): StoredSettings {
  const next: StoredSettings = { ...stored };
  for (const [name, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    if (imageNames.includes(name as SettingsImageName)) {
      if (value === '') next[name as SettingsImageName] = null;
    } else {
      (next as Record<string, unknown>)[name] = value;
    }
  }
  for (const name of imageNames) {
    const file: unknown = files[name];
    if (file instanceof File) next[name] = `/uploads/${file.name}`;
  }
  return next;
}

function pick<Key extends keyof StoredSettings>(settings: StoredSettings, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<StoredSettings, Key>;
}

// The fields of the storefront's queries (web/src/settings/site-settings.graphql, web/src/about/about-settings.graphql).
const pickStorefront = (settings: StoredSettings) =>
  pick(settings, [
    'siteName',
    'logo',
    'heroTitle',
    'heroSubtitle',
    'heroImage',
    'footerText',
    'footerCopyright',
    'phone',
    'email',
    'address',
    'instagram',
  ]);
const pickAbout = (settings: StoredSettings) =>
  pick(settings, [
    'ownerName',
    'ownerMessage',
    'ownerImage',
    'ownerProfessionalBio',
    'ownerAchievements',
    'aboutTitle',
    'aboutSubtitle',
    'aboutDescription',
    'aboutMission',
    'aboutImage',
    'phone',
    'email',
    'address',
    'instagram',
    'facebook',
  ]);

/**
 * A working settings API: the back office's query and the storefront's answer from one stored
 * record, and each save changes it. Answers the variables of every save, in order.
 */
export function serveSettings(stored: StoredSettings = buildAdminSettings()) {
  const saves: AdminUpdateSettingsMutationVariables[] = [];
  let current = stored;
  server.use(
    graphql.query(AdminSiteSettingsDocument, () => HttpResponse.json({ data: { settings: current } })),
    graphql.query(SiteSettingsDocument, () =>
      HttpResponse.json({ data: { settings: buildSettings(pickStorefront(current)) } }),
    ),
    graphql.query(AboutSettingsDocument, () =>
      HttpResponse.json({ data: { settings: buildAboutSettings(pickAbout(current)) } }),
    ),
    graphql.mutation(AdminUpdateSettingsDocument, ({ variables }) => {
      saves.push(variables);
      current = applySave(current, variables);
      return HttpResponse.json({ data: { updateSettings: current } });
    }),
  );
  return saves;
}

/** Holds the back office's settings query until released, to see the page while it loads. */
export function holdSettingsLoad() {
  const { released, release } = heldAnswer();
  server.use(
    graphql.query(AdminSiteSettingsDocument, async () => {
      await released;
      return HttpResponse.json({ data: { settings: buildAdminSettings() } });
    }),
  );
  return release;
}

/** The back office's settings query fails as when the API's database is down. */
export function failSettingsLoad() {
  server.use(
    graphql.query(AdminSiteSettingsDocument, () =>
      HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ),
  );
}

/** Saves are refused: with the API's explanation (a refused input), or none (a server fault). */
export function refuseSaves(explanation?: string) {
  const error = explanation
    ? { message: explanation, extensions: { code: 'BAD_USER_INPUT' } }
    : { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  server.use(graphql.mutation(AdminUpdateSettingsDocument, () => HttpResponse.json({ errors: [error] })));
}

/** Holds every save until released, to see the form while it is being saved. */
export function holdSaves() {
  const { released, release } = heldAnswer();
  server.use(
    graphql.mutation(AdminUpdateSettingsDocument, async ({ variables }) => {
      await released;
      return HttpResponse.json({ data: { updateSettings: applySave(buildAdminSettings(), variables) } });
    }),
  );
  return release;
}

/**
 * The names of the GraphQL operations the page sends from now on, in the order they arrive.
 * Call it after the handlers that answer them: it looks at each request and lets it pass on.
 */
export function recordOperations() {
  const names: string[] = [];
  server.use(
    graphql.operation(({ operationName }) => {
      names.push(operationName);
    }),
  );
  return names;
}

/** A promise the test resolves when it wants a held answer to go out. */
export function heldAnswer() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/** An image file as the owner would pick it. */
export function imageFile(name: string) {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}
