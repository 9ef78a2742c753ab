import type { SettingsInput, SettingsTranslationInput } from '@crumb/shared/schema-types';
import {
  UpdateSettingsDocument,
  type SettingsFieldsFragment,
  type SiteTextsFieldsFragment,
} from '@crumb/shared/shared-operations';
import { RestSettingsDocument } from '../graphql/generated/rest-operations';
import { jsonOrFormBody, readForm } from '../media/rest-form';
import { adminRoute, publicRoute } from '../rest/rest-route';
import { arabicField, languageQuery, moreErrors, nullableString } from '../rest/rest-schemas';
import { SETTING_TEXT_KEYS } from './setting-text-key';
import { SETTINGS_IMAGE_FIELDS } from './settings.service';

// The settings record (docs/product.md#settings-calls) as one flat object, in every spelling the product
// uses: shopName, siteName and site_name are the same value, footer_text and footerText too,
// and the extended texts the owner set are top-level keys beside them. The texts are in the
// request's language (?lang, else Accept-Language, else English); each has its Arabic twin as
// written under `<key>_ar` (`heroTitle_ar`, `site_name_ar`, `cartTitle_ar`).

const text = { type: 'string' } as const;

/** Each text field's spellings in answers, in answer order. */
const ANSWER_SPELLINGS: Record<keyof Omit<SiteTextsFieldsFragment, 'texts' | '__typename'>, readonly string[]> = {
  heroTitle: ['heroTitle'],
  heroSubtitle: ['heroSubtitle'],
  ownerName: ['ownerName'],
  ownerMessage: ['ownerMessage'],
  ownerProfessionalBio: ['ownerProfessionalBio'],
  ownerAchievements: ['ownerAchievements'],
  aboutTitle: ['aboutTitle'],
  aboutSubtitle: ['aboutSubtitle'],
  aboutDescription: ['aboutDescription'],
  aboutMission: ['aboutMission'],
  address: ['address'],
  siteName: ['shopName', 'siteName', 'site_name'],
  footerText: ['footer_text', 'footerText'],
  footerCopyright: ['footer_copyright', 'footerCopyright'],
  footerLinks: ['footer_links'],
};
const NULLABLE_TEXTS = new Set(['ownerProfessionalBio', 'ownerAchievements']);

const textProperties = Object.fromEntries(
  Object.entries(ANSWER_SPELLINGS).flatMap(([field, spellings]) =>
    spellings.map((name) => [
      name,
      field === 'footerLinks'
        ? { type: 'string', description: "One link per line as 'Link Text|/url'." }
        : NULLABLE_TEXTS.has(field)
          ? nullableString
          : text,
    ]),
  ),
);
const textKeyProperties = Object.fromEntries(SETTING_TEXT_KEYS.map((key) => [key, text]));
const withArabicTwins = (properties: Record<string, unknown>) => ({
  ...properties,
  ...Object.fromEntries(Object.entries(properties).map(([name, schema]) => [arabicField(name), schema])),
});
const textNames = Object.values(ANSWER_SPELLINGS).flat();
/** The record's fields besides the texts: the images, the contact details and the logo, one spelling each. */
const OTHER_FIELDS = [
  'heroImage',
  'ownerImage',
  'aboutImage',
  'phone',
  'email',
  'instagram',
  'facebook',
  'logo',
] as const satisfies ReadonlyArray<keyof SettingsFieldsFragment>;

const settingsRecord = {
  type: 'object',
  properties: {
    ...withArabicTwins(textProperties),
    heroImage: nullableString,
    ownerImage: nullableString,
    aboutImage: nullableString,
    phone: text,
    email: text,
    instagram: { type: 'string', description: 'Instagram handle, without the @.' },
    facebook: { type: 'string', description: 'Facebook page name.' },
    logo: nullableString,
    ...withArabicTwins(textKeyProperties),
  },
  required: [...textNames, ...textNames.map(arabicField), ...OTHER_FIELDS],
} as const;

/** The texts of one language under their REST spellings, with `suffix` after each name. */
function restTexts(texts: SiteTextsFieldsFragment, suffix = ''): Record<string, string | null> {
  const fields = Object.entries(ANSWER_SPELLINGS).flatMap(([field, spellings]) =>
    spellings.map((name): [string, string | null] => [name + suffix, texts[field as keyof typeof ANSWER_SPELLINGS]]),
  );
  return Object.fromEntries([
    ...fields,
    ...texts.texts.map(({ key, value }): [string, string | null] => [key + suffix, value]),
  ]);
}

function toRestSettings(settings: SettingsFieldsFragment) {
  return {
    ...restTexts(settings),
    ...Object.fromEntries(OTHER_FIELDS.map((field) => [field, settings[field]])),
    ...restTexts(settings.ar, arabicField('')),
  };
}

/** The fields a PUT reads, in any spelling; null counts as not sent. Anything else is ignored. */
const textOrNull = { type: 'string', nullable: true } as const;
const SPELLINGS = {
  siteName: ['site_name', 'siteName', 'shopName'],
  footerText: ['footer_text', 'footerText'],
  footerCopyright: ['footer_copyright', 'footerCopyright'],
  footerLinks: ['footer_links', 'footerLinks'],
} as const;
type TextField = keyof typeof ANSWER_SPELLINGS;
/** The texts read under their own name alone: all but those with several spellings. */
const SINGLE_SPELLING_TEXTS = (Object.keys(ANSWER_SPELLINGS) as TextField[]).filter(
  (name): name is Exclude<TextField, keyof typeof SPELLINGS> => !Object.hasOwn(SPELLINGS, name),
);
const SINGLE_SPELLING_FIELDS = [...SINGLE_SPELLING_TEXTS, ...OTHER_FIELDS] as const;
const WRITABLE_TEXTS = [...SINGLE_SPELLING_TEXTS, ...Object.values(SPELLINGS).flat(), ...SETTING_TEXT_KEYS];

const settingsFields = {
  type: 'object',
  properties: Object.fromEntries(
    [
      ...SINGLE_SPELLING_FIELDS,
      ...Object.values(SPELLINGS).flat(),
      ...SETTING_TEXT_KEYS,
      ...WRITABLE_TEXTS.map(arabicField),
    ].map((name) => [name, textOrNull]),
  ),
} as const;

type SettingsFields = Partial<Record<string, string | null>>;

const imageFiles = Object.fromEntries(
  SETTINGS_IMAGE_FIELDS.map((field) => [
    field,
    `A new ${field === 'logo' ? 'logo' : field.replace('Image', ' image')}: PNG, JPEG, GIF or WebP, 5 MB at most.`,
  ]),
);

/**
 * One field sent under several spellings. Clients load the record (all spellings equal), edit
 * one and send everything back, so the value that differs from the others is the edit; when
 * two disagree, the first spelling listed (the admin pages' own) wins.
 */
function oneOfSpellings(fields: SettingsFields, spellings: readonly string[]): string | undefined {
  const values = spellings.map((name) => fields[name]).filter((value): value is string => typeof value === 'string');
  const count = (value: string) => values.filter((other) => other === value).length;
  return values.reduce<string | undefined>(
    (chosen, value) => (chosen === undefined || count(value) < count(chosen) ? value : chosen),
    undefined,
  );
}

/** The texts of one language as the GraphQL input has them, read from the fields named with `suffix`. */
function textsInput(fields: SettingsFields, suffix: string): SettingsTranslationInput {
  const input: SettingsTranslationInput = {};
  for (const name of SINGLE_SPELLING_TEXTS) input[name] = fields[name + suffix] ?? undefined;
  for (const [name, spellings] of Object.entries(SPELLINGS) as Array<[keyof typeof SPELLINGS, readonly string[]]>) {
    input[name] = oneOfSpellings(
      fields,
      spellings.map((spelling) => spelling + suffix),
    );
  }
  input.texts = SETTING_TEXT_KEYS.flatMap((key) =>
    typeof fields[key + suffix] === 'string' ? [{ key, value: fields[key + suffix]! }] : [],
  );
  return input;
}

function settingsInput(fields: SettingsFields): SettingsInput {
  const input: SettingsInput = textsInput(fields, '');
  for (const name of SINGLE_SPELLING_FIELDS) input[name] = fields[name] ?? undefined;
  input.ar = textsInput(fields, arabicField(''));
  return input;
}

export const settingsRestRoutes = [
  publicRoute({
    method: 'GET',
    url: '/settings',
    schema: {
      summary: 'Get the site settings',
      operationId: 'getSettings',
      description:
        "One flat record; the extended texts the owner set are top-level keys. Texts are in the chosen language, each with its Arabic twin under `<key>_ar`; an extended text appears only in the languages the owner set it in (the interface's own default applies elsewhere).",
      tags: ['settings'],
      querystring: languageQuery,
      response: { 200: settingsRecord },
    },
    operation: RestSettingsDocument,
    variables: () => ({}),
    reply: (data) => toRestSettings(data.settings),
    cached: true,
  }),
  adminRoute({
    method: 'PUT',
    url: '/settings',
    schema: {
      summary: 'Change the site settings',
      operationId: 'updateSettings',
      description:
        "JSON, or multipart/form-data with the same fields as text plus heroImage, ownerImage, aboutImage or logo files. Texts under the plain names are English, under `<key>_ar` Arabic. Only the fields sent change; '' empties a field, and for an image field removes the image. Unknown fields are ignored.",
      tags: ['settings'],
      querystring: languageQuery,
      body: jsonOrFormBody(settingsFields, imageFiles),
      response: { 200: settingsRecord, ...moreErrors(413, 415) },
    },
    operation: UpdateSettingsDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<SettingsFields>(request, settingsFields, SETTINGS_IMAGE_FIELDS);
      return {
        input: settingsInput(fields),
        heroImage: files.heroImage,
        ownerImage: files.ownerImage,
        aboutImage: files.aboutImage,
        logo: files.logo,
      };
    },
    reply: (data) => toRestSettings(data.updateSettings),
  }),
];
