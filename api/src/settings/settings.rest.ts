import {
  RestSettingsDocument,
  RestUpdateSettingsDocument,
  type RestSettingsFragment,
  type SettingsInput,
} from '../graphql/generated/rest-operations';
import { jsonOrFormBody, readForm } from '../media/rest-form';
import { restRoute } from '../rest/rest-route';
import { adminErrorResponses, bearerAuth, errorResponses, moreErrors, nullableString, publicAccess } from '../rest/rest-schemas';
import { SETTING_TEXT_KEYS } from './setting-text-key';
import { SETTINGS_IMAGE_FIELDS } from './settings.service';

// The settings record of SPEC.md section 3 as one flat object, in every spelling the product
// uses: shopName, siteName and site_name are the same value, footer_text and footerText too,
// and the extended texts the owner set are top-level keys beside them.

const text = { type: 'string' } as const;

const textKeyProperties = Object.fromEntries(SETTING_TEXT_KEYS.map((key) => [key, text]));

const settingsRecord = {
  type: 'object',
  properties: {
    heroTitle: text,
    heroSubtitle: text,
    heroImage: nullableString,
    ownerName: text,
    ownerMessage: text,
    ownerImage: nullableString,
    ownerProfessionalBio: nullableString,
    ownerAchievements: nullableString,
    aboutTitle: text,
    aboutSubtitle: text,
    aboutDescription: text,
    aboutMission: text,
    aboutImage: nullableString,
    phone: text,
    email: text,
    address: text,
    instagram: { type: 'string', description: 'Instagram handle, without the @.' },
    facebook: { type: 'string', description: 'Facebook page name.' },
    shopName: text,
    siteName: text,
    site_name: text,
    logo: nullableString,
    footer_text: text,
    footerText: text,
    footer_copyright: text,
    footerCopyright: text,
    footer_links: { type: 'string', description: "One link per line as 'Link Text|/url'." },
    ...textKeyProperties,
  },
  required: [
    'heroTitle', 'heroSubtitle', 'heroImage', 'ownerName', 'ownerMessage', 'ownerImage', 'ownerProfessionalBio', 'ownerAchievements',
    'aboutTitle', 'aboutSubtitle', 'aboutDescription', 'aboutMission', 'aboutImage', 'phone', 'email', 'address', 'instagram',
    'facebook', 'shopName', 'siteName', 'site_name', 'logo', 'footer_text', 'footerText', 'footer_copyright', 'footerCopyright', 'footer_links',
  ],
} as const;

function toRestSettings(settings: RestSettingsFragment) {
  return {
    heroTitle: settings.heroTitle,
    heroSubtitle: settings.heroSubtitle,
    heroImage: settings.heroImage,
    ownerName: settings.ownerName,
    ownerMessage: settings.ownerMessage,
    ownerImage: settings.ownerImage,
    ownerProfessionalBio: settings.ownerProfessionalBio,
    ownerAchievements: settings.ownerAchievements,
    aboutTitle: settings.aboutTitle,
    aboutSubtitle: settings.aboutSubtitle,
    aboutDescription: settings.aboutDescription,
    aboutMission: settings.aboutMission,
    aboutImage: settings.aboutImage,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    instagram: settings.instagram,
    facebook: settings.facebook,
    shopName: settings.siteName,
    siteName: settings.siteName,
    site_name: settings.siteName,
    logo: settings.logo,
    footer_text: settings.footerText,
    footerText: settings.footerText,
    footer_copyright: settings.footerCopyright,
    footerCopyright: settings.footerCopyright,
    footer_links: settings.footerLinks,
    ...Object.fromEntries(settings.texts.map(({ key, value }) => [key, value])),
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
const SINGLE_SPELLING_FIELDS = [
  'heroTitle', 'heroSubtitle', 'heroImage', 'ownerName', 'ownerMessage', 'ownerImage', 'ownerProfessionalBio', 'ownerAchievements',
  'aboutTitle', 'aboutSubtitle', 'aboutDescription', 'aboutMission', 'aboutImage', 'phone', 'email', 'address', 'instagram', 'facebook', 'logo',
] as const;

const settingsFields = {
  type: 'object',
  properties: Object.fromEntries(
    [...SINGLE_SPELLING_FIELDS, ...Object.values(SPELLINGS).flat(), ...SETTING_TEXT_KEYS].map((name) => [name, textOrNull]),
  ),
} as const;

type SettingsFields = Partial<Record<string, string | null>>;

const imageFiles = Object.fromEntries(
  SETTINGS_IMAGE_FIELDS.map((field) => [field, `A new ${field === 'logo' ? 'logo' : field.replace('Image', ' image')}: PNG, JPEG, GIF or WebP, 5 MB at most.`]),
);

/**
 * One field sent under several spellings. Clients load the record (all spellings equal), edit
 * one and send everything back, so the value that differs from the others is the edit; when
 * two disagree, the first spelling listed (the admin pages' own) wins.
 */
function oneOfSpellings(fields: SettingsFields, spellings: readonly string[]): string | undefined {
  const values = spellings.map((name) => fields[name]).filter((value): value is string => typeof value === 'string');
  const count = (value: string) => values.filter((other) => other === value).length;
  return values.reduce<string | undefined>((chosen, value) => (chosen === undefined || count(value) < count(chosen) ? value : chosen), undefined);
}

function settingsInput(fields: SettingsFields): SettingsInput {
  const input: SettingsInput = {};
  for (const name of SINGLE_SPELLING_FIELDS) input[name] = fields[name] ?? undefined;
  for (const [name, spellings] of Object.entries(SPELLINGS) as Array<[keyof typeof SPELLINGS, readonly string[]]>) {
    input[name] = oneOfSpellings(fields, spellings);
  }
  input.texts = SETTING_TEXT_KEYS.flatMap((key) => (typeof fields[key] === 'string' ? [{ key, value: fields[key] }] : []));
  return input;
}

export const settingsRestRoutes = [
  restRoute({
    method: 'GET',
    url: '/settings',
    schema: {
      summary: 'Get the site settings',
      operationId: 'getSettings',
      security: publicAccess,
      description: 'One flat record; the extended texts the owner set are top-level keys.',
      tags: ['settings'],
      response: { 200: settingsRecord, ...errorResponses },
    },
    operation: RestSettingsDocument,
    variables: () => ({}),
    reply: (data) => toRestSettings(data.settings),
    cached: true,
  }),
  restRoute({
    method: 'PUT',
    url: '/settings',
    schema: {
      summary: 'Change the site settings',
      operationId: 'updateSettings',
      description:
        "JSON, or multipart/form-data with the same fields as text plus heroImage, ownerImage, aboutImage or logo files. Only the fields sent change; '' empties a field, and for an image field removes the image. Unknown fields are ignored.",
      tags: ['settings'],
      security: bearerAuth,
      body: jsonOrFormBody(settingsFields, imageFiles),
      response: { 200: settingsRecord, ...adminErrorResponses, ...moreErrors(413, 415) },
    },
    operation: RestUpdateSettingsDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<SettingsFields>(request, settingsFields, SETTINGS_IMAGE_FIELDS);
      return { input: settingsInput(fields), heroImage: files.heroImage, ownerImage: files.ownerImage, aboutImage: files.aboutImage, logo: files.logo };
    },
    reply: (data) => toRestSettings(data.updateSettings),
  }),
];
