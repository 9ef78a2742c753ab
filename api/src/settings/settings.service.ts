import { LockMode } from '@mikro-orm/core';
import { emailProblem } from '../auth/credential-rules';
import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { imageService } from '../media/image.service';
import { SETTING_TEXT_KEYS, type SettingTextKey } from './setting-text-key';
import type { SettingText, SettingTextInput } from './setting-text.type';
import type { SettingsInput } from './settings.inputs';
import { SiteSettings } from './site-settings.entity';

export const SETTING_TEXT_MAX_LENGTH = 500;

/** The plain text fields and the most characters each may hold (the columns' sizes, or a sensible cap). */
const TEXT_FIELD_MAX_LENGTH = {
  heroTitle: 300,
  heroSubtitle: 1000,
  ownerName: 120,
  ownerMessage: 5000,
  aboutTitle: 300,
  aboutSubtitle: 500,
  aboutDescription: 5000,
  aboutMission: 5000,
  phone: 40,
  email: 254,
  address: 500,
  instagram: 120,
  facebook: 120,
  siteName: 120,
  footerText: 2000,
  footerCopyright: 300,
  footerLinks: 5000,
} as const;
type TextField = keyof typeof TEXT_FIELD_MAX_LENGTH;

/** Texts that may be unset: the About page then shows its own paragraph. */
const OPTIONAL_TEXT_FIELDS = ['ownerProfessionalBio', 'ownerAchievements'] as const;
type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];
const OPTIONAL_TEXT_MAX_LENGTH = 5000;

export const SETTINGS_IMAGE_FIELDS = ['heroImage', 'ownerImage', 'aboutImage', 'logo'] as const;
export type SettingsImageField = (typeof SETTINGS_IMAGE_FIELDS)[number];
export type SettingsImages = Partial<Record<SettingsImageField, ImageUpload | null>>;

type SettingsChanges = Partial<Pick<SiteSettings, TextField | OptionalTextField>>;

function checkedText(field: string, value: string, maxLength: number): string {
  const text = value.trim();
  if (text.length > maxLength) throw new InvalidInputError(`${field} has at most ${maxLength} characters`);
  return text;
}

/** The typed fields the input changes, each checked; fields it leaves out (or null) are not there. */
function fieldChanges(input: SettingsInput): SettingsChanges {
  const changes: SettingsChanges = {};
  for (const field of Object.keys(TEXT_FIELD_MAX_LENGTH) as TextField[]) {
    const value = input[field];
    if (value != null) changes[field] = checkedText(field, value, TEXT_FIELD_MAX_LENGTH[field]);
  }
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = input[field];
    if (value != null) changes[field] = checkedText(field, value, OPTIONAL_TEXT_MAX_LENGTH) || null;
  }
  if (changes.email) {
    const problem = emailProblem(changes.email);
    if (problem) throw new InvalidInputError(problem);
  }
  if (changes.phone && !/^[0-9+()\-\s]+$/.test(changes.phone)) {
    throw new InvalidInputError('A phone number may only hold digits, spaces and + ( ) -');
  }
  if (changes.instagram !== undefined) changes.instagram = changes.instagram.replace(/^@+/, '');
  return changes;
}

/** The extended texts to set (a value) or unset (null), checked. */
function textChanges(texts: readonly SettingTextInput[]): Map<SettingTextKey, string | null> {
  const changes = new Map<SettingTextKey, string | null>();
  for (const { key, value } of texts) {
    changes.set(key, checkedText(key, value, SETTING_TEXT_MAX_LENGTH) || null);
  }
  return changes;
}

export const settingsService = {
  /** The settings record; an empty one when the shop has none saved yet. */
  async get(ctx: RequestContext): Promise<SiteSettings> {
    return (await ctx.em.findOne(SiteSettings, SiteSettings.SINGLETON_ID)) ?? new SiteSettings();
  },

  /** The extended texts that are set, in the order of SettingTextKey. */
  texts(settings: SiteSettings): SettingText[] {
    return SETTING_TEXT_KEYS.filter((key) => typeof settings.texts[key] === 'string').map((key) => ({ key, value: settings.texts[key]! }));
  },

  /**
   * Changes only the fields the input carries, in one transaction that holds the record's row
   * lock, so two admin pages saving at once each keep the other's fields. Creates the record
   * when the shop has none. An image field changes with a new file, or clears with ''; the
   * files of replaced or cleared images are removed once the change is saved.
   */
  async update(ctx: RequestContext, input: SettingsInput, images: SettingsImages = {}): Promise<SiteSettings> {
    const changes = fieldChanges(input);
    const texts = textChanges(input.texts ?? []);
    const cleared = SETTINGS_IMAGE_FIELDS.filter((field) => input[field] === '');
    const stored = await imageService.storeEach(ctx, images);

    return imageService.saveWithImages(ctx, stored, () =>
      ctx.em.transactional(async (tx) => {
        await tx.createQueryBuilder(SiteSettings).insert({ id: SiteSettings.SINGLETON_ID }).onConflict('id').ignore().execute();
        const settings = await tx.findOneOrFail(SiteSettings, SiteSettings.SINGLETON_ID, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        });
        Object.assign(settings, changes);

        const replaced: Array<string | null> = [];
        for (const field of SETTINGS_IMAGE_FIELDS) {
          const next = stored[field] ?? (cleared.includes(field) ? null : undefined);
          if (next === undefined || next === settings[field]) continue;
          replaced.push(settings[field]);
          settings[field] = next;
        }

        if (texts.size > 0) {
          const merged = { ...settings.texts };
          for (const [key, value] of texts) {
            if (value === null) delete merged[key];
            else merged[key] = value;
          }
          settings.texts = merged;
        }
        return { result: settings, replaced };
      }),
    );
  },
};
