import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { SettingTextInput } from '@crumb/shared/schema-types';
import {
  UpdateSettingsDocument,
  type SiteTextsFieldsFragment,
  type UpdateSettingsMutationVariables,
} from '@crumb/shared/shared-operations';
import { AdminSiteSettingsDocument } from '../graphql/generated';
import { AboutSettingsDocument, SiteSettingsDocument } from '../../graphql/generated';
import { buildAboutSettings, buildSettings } from '../../testing/fixtures';
import type { Language } from '../../i18n/language';
import { refusal, serverFault } from '../../testing/api-errors';
import { failingQuery } from '../../testing/handlers';
import { serveHeld } from '../../testing/held-answer';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import type { TextLanguage } from '../shared/bilingual';
import type { SettingsImageName, TranslatedTextName } from './admin-settings';

type WrittenTexts = Omit<SiteTextsFieldsFragment, 'texts'> & {
  __typename: 'SiteSettingsTranslation';
  texts: { __typename: 'SettingText'; key: SettingTextInput['key']; value: string }[];
};

/** The settings as the API stores them: one value for contact details and images, the texts per language. */
export interface StoredSettings {
  logo: string | null;
  heroImage: string | null;
  ownerImage: string | null;
  aboutImage: string | null;
  phone: string;
  email: string;
  instagram: string;
  facebook: string;
  en: WrittenTexts;
  ar: WrittenTexts;
}

type SettingsOverrides = Partial<Omit<StoredSettings, 'en' | 'ar'>> & {
  en?: Partial<WrittenTexts>;
  ar?: Partial<WrittenTexts>;
};

/**
 * The demo shop's settings as stored: English throughout, Arabic for most texts. The Arabic
 * about subtitle and achievements are not written, so a form must show them empty (not the
 * English the storefront falls back to).
 */
export function buildAdminSettings({ en, ar, ...overrides }: SettingsOverrides = {}): StoredSettings {
  return {
    logo: '/uploads/demo/logo.png',
    heroImage: '/uploads/demo/hero.jpg',
    ownerImage: '/uploads/demo/owner.jpg',
    aboutImage: null,
    phone: '+973 3300 1122',
    email: 'hello@crumb.example',
    instagram: 'crumb.bh',
    facebook: 'CrumbBakery',
    ...overrides,
    en: {
      __typename: 'SiteSettingsTranslation',
      siteName: 'Crumb Bakery',
      heroTitle: 'Baked Fresh Every Morning',
      heroSubtitle: 'Cakes and sweets made with love in Manama',
      ownerName: 'Mariam Al-Sayed',
      ownerMessage: 'Every order is still baked by hand.',
      ownerProfessionalBio: null,
      ownerAchievements: 'Twenty years of birthday cakes.',
      aboutTitle: 'About Crumb',
      aboutSubtitle: 'A small bakery with a big oven',
      aboutDescription: 'A family bakery in Manama.',
      aboutMission: 'Honest ingredients, baked fresh.',
      address: 'Block 338, Adliya, Manama',
      footerText: 'Home-made cakes, mixes and sweets.',
      footerCopyright: '© 2025 Crumb Bakery. All rights reserved.',
      footerLinks: 'About Us|/about\nShop|/products',
      texts: [{ __typename: 'SettingText', key: 'productsTitle', value: 'Our Bakes' }],
      ...en,
    },
    ar: {
      __typename: 'SiteSettingsTranslation',
      siteName: 'مخبز كرمب',
      heroTitle: 'مخبوزات طازجة كل صباح',
      heroSubtitle: 'كيك وحلويات نسويها بحب في المنامة',
      ownerName: 'مريم السيد',
      ownerMessage: 'كل طلب لين اليوم نخبزه بإيدنا.',
      ownerProfessionalBio: null,
      ownerAchievements: null,
      aboutTitle: 'عن كرمب',
      aboutSubtitle: '',
      aboutDescription: 'مخبز عائلي في المنامة.',
      aboutMission: 'مكونات طيبة وخبز طازج.',
      address: 'مجمع 338، العدلية، المنامة',
      footerText: 'كيك وخلطات وحلويات من البيت.',
      footerCopyright: '© 2025 مخبز كرمب. جميع الحقوق محفوظة.',
      footerLinks: 'من نحن|/about\nالمتجر|/products',
      texts: [{ __typename: 'SettingText', key: 'cartTitle', value: 'سلتك' }],
      ...ar,
    },
  };
}

const translatedNames = Object.keys(buildAdminSettings().en).filter(
  (name): name is TranslatedTextName => name !== '__typename' && name !== 'texts',
);

/**
 * The settings as the API answers the back office in the request's language: the stored texts
 * per language under `en` and `ar`, and the texts at the top level in that language, Arabic
 * falling back to English where nothing is written (the extended texts never fall back).
 */
export function answerSettings(stored: StoredSettings, language: TextLanguage = 'en') {
  const { en, ar, ...single } = stored;
  const read = (name: TranslatedTextName) => (language === 'ar' && ar[name]) || en[name];
  const localized = Object.fromEntries(translatedNames.map((name) => [name, read(name)])) as {
    [Name in TranslatedTextName]: WrittenTexts[Name];
  };
  return { __typename: 'SiteSettings' as const, ...single, ...localized, texts: stored[language].texts, en, ar };
}

const imageNames: readonly SettingsImageName[] = ['heroImage', 'ownerImage', 'aboutImage', 'logo'];

/** The extended texts after a save: each one sent replaces the stored one, an empty value unsets it. */
function applyTexts(stored: WrittenTexts['texts'], sent: readonly SettingTextInput[] | null | undefined) {
  if (!sent) return stored;
  const kept = stored.filter((text) => !sent.some((change) => change.key === text.key));
  const set = sent.filter((text) => text.value !== '').map((text) => ({ __typename: 'SettingText' as const, ...text }));
  return [...kept, ...set];
}

/** The texts of one language after a save: the fields sent ('' empties one), the others kept. */
function applyTranslation(
  stored: WrittenTexts,
  sent: Record<string, unknown>,
  texts?: readonly SettingTextInput[] | null,
) {
  const next: WrittenTexts = { ...stored, texts: applyTexts(stored.texts, texts) };
  for (const name of translatedNames) {
    const value = sent[name];
    if (typeof value === 'string') (next as Record<string, unknown>)[name] = value;
  }
  return next;
}

/** What the API stores for a save: English at the top level, Arabic in `ar`, '' clearing an image, a new path per file. */
function applySave(stored: StoredSettings, { input, ...files }: UpdateSettingsMutationVariables): StoredSettings {
  const { ar, texts, ...english } = input;
  const next: StoredSettings = {
    ...stored,
    en: applyTranslation(stored.en, english, texts),
    ar: ar ? applyTranslation(stored.ar, ar, ar.texts) : stored.ar,
  };
  for (const [name, value] of Object.entries(english)) {
    if (typeof value !== 'string') continue;
    if (imageNames.includes(name as SettingsImageName)) {
      if (value === '') next[name as SettingsImageName] = null;
    } else if (!translatedNames.includes(name as TranslatedTextName)) {
      (next as unknown as Record<string, unknown>)[name] = value;
    }
  }
  for (const name of imageNames) {
    const file: unknown = files[name];
    if (file instanceof File) next[name] = `/uploads/${file.name}`;
  }
  return next;
}

type AnsweredSettings = ReturnType<typeof answerSettings>;

function pick<Key extends keyof AnsweredSettings>(settings: AnsweredSettings, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<AnsweredSettings, Key>;
}

// The fields of the storefront's queries (web/src/settings/site-settings.graphql, web/src/about/about-settings.graphql).
const pickStorefront = (settings: AnsweredSettings) =>
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
    'texts',
  ]);
const pickAbout = (settings: AnsweredSettings) =>
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

/** The language a call asks its answer in, as the web client's languageLink sends it. */
const requestLanguage = (request: Request): TextLanguage =>
  request.headers.get('accept-language')?.startsWith('ar') ? 'ar' : 'en';

/**
 * A working settings API: the back office's query and the storefront's answer from one stored
 * record, in the request's language, and each save changes it. Answers the variables of every
 * save, in order.
 */
export function serveSettings(stored: StoredSettings = buildAdminSettings()) {
  const saves: UpdateSettingsMutationVariables[] = [];
  let current = stored;
  server.use(
    graphql.query(AdminSiteSettingsDocument, ({ request }) =>
      HttpResponse.json({ data: { settings: answerSettings(current, requestLanguage(request)) } }),
    ),
    graphql.query(SiteSettingsDocument, ({ request }) =>
      HttpResponse.json({
        data: { settings: buildSettings(pickStorefront(answerSettings(current, requestLanguage(request)))) },
      }),
    ),
    graphql.query(AboutSettingsDocument, ({ request }) =>
      HttpResponse.json({
        data: { settings: buildAboutSettings(pickAbout(answerSettings(current, requestLanguage(request)))) },
      }),
    ),
    graphql.mutation(UpdateSettingsDocument, ({ variables, request }) => {
      saves.push(variables);
      current = applySave(current, variables);
      return HttpResponse.json({ data: { updateSettings: answerSettings(current, requestLanguage(request)) } });
    }),
  );
  return saves;
}

/** Opens a settings page on a working settings API (serveSettings): the saves it sends, the user and the router. */
export async function openSettingsPage(
  path: string,
  { stored, language }: { stored?: StoredSettings; language?: Language } = {},
) {
  const saves = serveSettings(stored);
  return { saves, ...(await renderAdminRoute(path, { language })) };
}

/** Opens a settings page as openSettingsPage does and waits for its form: also its text input labelled `fieldName`. */
export async function openSettingsForm(
  path: string,
  fieldName: string,
  options: { stored?: StoredSettings; language?: Language } = {},
) {
  const page = await openSettingsPage(path, options);
  return { ...page, field: await screen.findByRole('textbox', { name: fieldName }) };
}

/** The text input or area labelled `name` ('Hero Title (Arabic)'). */
export const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Replaces what `input` holds with `text`, as the owner selecting it all and typing over it does. */
export async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** Presses the page's save button, named `button`, and waits for the page to say `saved`. */
export async function saveSettings(user: UserEvent, button: string, saved: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(saved)).toBeInTheDocument();
}

/** Holds the back office's settings query until released, to see the page while it loads. */
export function holdSettingsLoad() {
  return serveHeld((held) =>
    graphql.query(
      AdminSiteSettingsDocument,
      held(() => HttpResponse.json({ data: { settings: answerSettings(buildAdminSettings()) } })),
    ),
  );
}

/** The back office's settings query fails as when the API's database is down. */
export function failSettingsLoad() {
  server.use(failingQuery(AdminSiteSettingsDocument));
}

/** Saves are refused: with the API's explanation (a refused input), or none (a server fault). */
export function refuseSaves(explanation?: string) {
  server.use(graphql.mutation(UpdateSettingsDocument, () => (explanation ? refusal(explanation) : serverFault())));
}

/** Holds every save until released, to see the form while it is being saved. */
export function holdSaves() {
  return serveHeld((held) =>
    graphql.mutation(
      UpdateSettingsDocument,
      held(({ variables }) =>
        HttpResponse.json({ data: { updateSettings: answerSettings(applySave(buildAdminSettings(), variables)) } }),
      ),
    ),
  );
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

/** An image file as the owner would pick it. */
export function imageFile(name: string) {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}
