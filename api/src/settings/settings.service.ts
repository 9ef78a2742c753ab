import { LockMode } from '@mikro-orm/core';
import { emailProblem } from '../auth/credential-rules';
import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { imageService } from '../media/image.service';
import { Language } from '../localized/language';
import {
  arabicTwin,
  LOCALIZED_TEXT_FIELDS,
  LOCALIZED_TEXT_MAX_LENGTH,
  OPTIONAL_LOCALIZED_FIELDS,
  OPTIONAL_TEXT_MAX_LENGTH,
  type ArabicTwin,
  type LocalizedTextField,
  type OptionalLocalizedField,
} from './localized-setting-fields';
import type { SettingTextKey } from './setting-text-key';
import type { SettingTextInput } from './setting-text.type';
import type { SettingsInput, SettingsTranslationInput } from './settings.inputs';
import { SiteSettings } from './site-settings.entity';

export const SETTING_TEXT_MAX_LENGTH = 500;

/** The contact fields, the same in every language, and the most characters each may hold (the columns' sizes). */
const CONTACT_FIELD_MAX_LENGTH = { phone: 40, email: 254, instagram: 120, facebook: 120 } as const;
type ContactField = keyof typeof CONTACT_FIELD_MAX_LENGTH;

export const SETTINGS_IMAGE_FIELDS = ['heroImage', 'ownerImage', 'aboutImage', 'logo'] as const;
export type SettingsImageField = (typeof SETTINGS_IMAGE_FIELDS)[number];
export type SettingsImages = Partial<Record<SettingsImageField, ImageUpload | null>>;

type TextField = LocalizedTextField | OptionalLocalizedField;
type SettingsChanges = Partial<Pick<SiteSettings, TextField | ArabicTwin<TextField> | ContactField>>;

function checkedText(field: string, value: string, maxLength: number): string {
  const text = value.trim();
  if (text.length > maxLength) throw new InvalidInputError(`${field} has at most ${maxLength} characters`);
  return text;
}

/** The texts of one language the input changes, checked, under their entity names in that language. */
function textChanges(input: SettingsTranslationInput, language: Language): SettingsChanges {
  const changes: Record<string, string | null> = {};
  const name = (field: TextField) => (language === Language.ar ? arabicTwin(field) : field);
  for (const field of LOCALIZED_TEXT_FIELDS) {
    const value = input[field];
    if (value != null) changes[name(field)] = checkedText(name(field), value, LOCALIZED_TEXT_MAX_LENGTH[field]);
  }
  for (const field of OPTIONAL_LOCALIZED_FIELDS) {
    const value = input[field];
    if (value != null) changes[name(field)] = checkedText(name(field), value, OPTIONAL_TEXT_MAX_LENGTH) || null;
  }
  return changes;
}

/** The contact fields the input changes, each checked; fields it leaves out (or null) are not there. */
function contactChanges(input: SettingsInput): SettingsChanges {
  const changes: SettingsChanges = {};
  for (const field of Object.keys(CONTACT_FIELD_MAX_LENGTH) as ContactField[]) {
    const value = input[field];
    if (value != null) changes[field] = checkedText(field, value, CONTACT_FIELD_MAX_LENGTH[field]);
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
function extendedTextChanges(texts: readonly SettingTextInput[]): Map<SettingTextKey, string | null> {
  const changes = new Map<SettingTextKey, string | null>();
  for (const { key, value } of texts) {
    changes.set(key, checkedText(key, value, SETTING_TEXT_MAX_LENGTH) || null);
  }
  return changes;
}

function mergedTexts(texts: Partial<Record<SettingTextKey, string>>, changes: Map<SettingTextKey, string | null>) {
  const merged = { ...texts };
  for (const [key, value] of changes) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const settingsService = {
  /** The settings record; an empty one when the shop has none saved yet. */
  async get(ctx: RequestContext): Promise<SiteSettings> {
    return (await ctx.em.findOne(SiteSettings, SiteSettings.SINGLETON_ID)) ?? new SiteSettings();
  },

  /**
   * Changes only the fields the input carries, in one transaction that holds the record's row
   * lock, so two admin pages saving at once each keep the other's fields. Creates the record
   * when the shop has none. An image field changes with a new file, or clears with ''; the
   * files of replaced or cleared images are removed once the change is saved.
   */
  async update(ctx: RequestContext, input: SettingsInput, images: SettingsImages = {}): Promise<SiteSettings> {
    const changes = {
      ...textChanges(input, Language.en),
      ...textChanges(input.ar ?? {}, Language.ar),
      ...contactChanges(input),
    };
    const texts = extendedTextChanges(input.texts ?? []);
    const textsAr = extendedTextChanges(input.ar?.texts ?? []);
    const cleared = SETTINGS_IMAGE_FIELDS.filter((field) => input[field] === '');
    const stored = await imageService.storeEach(ctx, images);

    return imageService.saveWithImages(ctx, stored, () =>
      ctx.em.transactional(async (tx) => {
        await tx
          .createQueryBuilder(SiteSettings)
          .insert({ id: SiteSettings.SINGLETON_ID })
          .onConflict('id')
          .ignore()
          .execute();
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

        if (texts.size > 0) settings.texts = mergedTexts(settings.texts, texts);
        if (textsAr.size > 0) settings.textsAr = mergedTexts(settings.textsAr, textsAr);
        return { result: settings, replaced };
      }),
    );
  },
};
