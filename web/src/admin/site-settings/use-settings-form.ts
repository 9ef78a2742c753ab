import { useState } from 'react';
import type { SettingsInput, SettingsTranslationInput, SettingTextInput } from '@crumb/shared/schema-types';
import type { UpdateSettingsMutationVariables } from '@crumb/shared/shared-operations';
import type { TextLanguage } from '../shared/bilingual';
import {
  extendedTextKey,
  isTranslated,
  type AdminSettings,
  type SettingsImageName,
  type SettingsTextName,
  type SingleTextName,
  type TranslatedTextName,
} from './admin-settings';

export interface SettingsFormConfig<Text extends SettingsTextName, Image extends SettingsImageName> {
  /** The page's own text fields: the only ones it sends, in both languages where they have two (the API keeps the others). */
  fields: readonly Text[];
  /** The English value is refused while blank after trimming, before anything is sent; the Arabic one is optional. */
  required?: readonly Text[];
  images?: readonly Image[];
}

/**
 * What a settings page's fields and its Save read and change. A field's language is 'en' for
 * the English value of a translated text and for the single value of the others (phone, email...).
 */
export interface SettingsFormState<Text extends SettingsTextName, Image extends SettingsImageName> {
  value(name: Text, language?: TextLanguage): string;
  setValue(name: Text, value: string, language?: TextLanguage): void;
  isRequired(name: Text, language?: TextLanguage): boolean;
  /** A required field left blank, once Save was pressed. */
  isMissing(name: Text, language?: TextLanguage): boolean;
  /** The new image chosen for the field, not saved yet. */
  file(name: Image): File | null;
  setFile(name: Image, file: File | null): void;
  /** The stored image (path or URL), unless the owner removed it in this form. */
  storedImage(name: Image): string | null;
  removeImage(name: Image): void;
  /** Save was pressed at least once since the form (re)started. */
  submitted: boolean;
  /** Marks the form as submitted; answers the first required field left blank (its English value), if any. */
  submit(): SettingsTextName | undefined;
  /**
   * The page's own fields (trimmed): English and single values at the top level, Arabic in
   * `ar`, extended texts in `texts` and `ar.texts`; its chosen files and its removed images
   * ('' clears one).
   */
  variables(): UpdateSettingsMutationVariables;
}

type Values<Text extends SettingsTextName> = Record<TextLanguage, Record<Text, string>>;

interface Draft<Text extends SettingsTextName, Image extends SettingsImageName> {
  /** The stored values this draft started from. */
  basis: string;
  values: Values<Text>;
  files: Partial<Record<Image, File>>;
  removed: readonly Image[];
  submitted: boolean;
}

/**
 * The id of a field's control: its label points at it, and a failed Save moves focus to it.
 * The English (or only) value keeps the plain id; the Arabic one adds `-ar`.
 */
export const settingsFieldId = (name: SettingsTextName | SettingsImageName, language: TextLanguage = 'en') =>
  `settings-${name.replace('.', '-')}${language === 'ar' ? '-ar' : ''}`;

/**
 * The value stored for a field in one language. Texts come from `translation(language:)`, as
 * the owner wrote them: the top-level fields would show Arabic falling back to English, and
 * saving those would write the English into the Arabic.
 */
function storedText(settings: AdminSettings, name: SettingsTextName, language: TextLanguage): string {
  if (!isTranslated(name)) return language === 'en' ? settings[name] : '';
  const written = settings[language];
  const key = extendedTextKey(name);
  if (key) return written.texts.find((text) => text.key === key)?.value ?? '';
  return written[name as TranslatedTextName] ?? '';
}

function storedValues<Text extends SettingsTextName>(settings: AdminSettings, fields: readonly Text[]): Values<Text> {
  const of = (language: TextLanguage) =>
    Object.fromEntries(fields.map((name) => [name, storedText(settings, name, language)])) as Record<Text, string>;
  return { en: of('en'), ar: of('ar') };
}

/** The mutation's input for the page's own fields, from the draft's values. */
function textInput<Text extends SettingsTextName>(fields: readonly Text[], values: Values<Text>): SettingsInput {
  const input: SettingsInput = {};
  const arabic: SettingsTranslationInput = {};
  const texts: Record<TextLanguage, SettingTextInput[]> = { en: [], ar: [] };
  for (const name of fields) {
    const english = values.en[name].trim();
    const key = extendedTextKey(name);
    if (key) {
      texts.en.push({ key, value: english });
      texts.ar.push({ key, value: values.ar[name].trim() });
    } else if (isTranslated(name)) {
      const field = name as TranslatedTextName;
      input[field] = english;
      arabic[field] = values.ar[name].trim();
    } else {
      // tsc does not narrow the generic Text by isTranslated(), so it needs this; the rule reads the narrowed type.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      input[name as SingleTextName] = english;
    }
  }
  if (texts.en.length > 0) {
    input.texts = texts.en;
    arabic.texts = texts.ar;
  }
  return Object.keys(arabic).length > 0 ? { ...input, ar: arabic } : input;
}

/**
 * A settings page's form, started from the loaded settings. When what is stored changes (the
 * answer to a save: trimmed, Instagram's '@' dropped, the new image's path) the form starts
 * again from it, so it shows what the server kept and forgets the files it sent.
 */
export function useSettingsForm<Text extends SettingsTextName, Image extends SettingsImageName = never>(
  settings: AdminSettings,
  { fields, required = [], images = [] }: SettingsFormConfig<Text, Image>,
): SettingsFormState<Text, Image> {
  const stored = storedValues(settings, fields);
  const basis = JSON.stringify([stored, images.map((name) => settings[name])]);
  const start = (): Draft<Text, Image> => ({ basis, values: stored, files: {}, removed: [], submitted: false });
  const [stateDraft, setDraft] = useState(start);
  let draft = stateDraft;
  if (draft.basis !== basis) {
    // Adjusting state while rendering (React re-renders at once), so no stale values flash.
    draft = start();
    setDraft(draft);
  }
  const change = (next: (current: Draft<Text, Image>) => Partial<Draft<Text, Image>>) =>
    setDraft((current) => ({ ...current, ...next(current) }));
  // The required flags hold for the English value only: an Arabic one left empty reads the English.
  const isRequired = (name: Text, language: TextLanguage = 'en') => language === 'en' && required.includes(name);
  const isBlankRequired = (name: Text, language: TextLanguage = 'en') =>
    isRequired(name, language) && !draft.values[language][name].trim();

  return {
    value: (name, language = 'en') => draft.values[language][name],
    setValue: (name, value, language = 'en') =>
      change((current) => ({
        values: { ...current.values, [language]: { ...current.values[language], [name]: value } },
      })),
    isRequired,
    isMissing: (name, language) => draft.submitted && isBlankRequired(name, language),
    file: (name) => draft.files[name] ?? null,
    setFile: (name, file) =>
      change((current) => ({
        files: { ...current.files, [name]: file ?? undefined },
        removed: current.removed.filter((removed) => removed !== name),
      })),
    storedImage: (name) => (draft.removed.includes(name) ? null : settings[name]),
    removeImage: (name) =>
      change((current) => ({
        files: { ...current.files, [name]: undefined },
        removed: [...current.removed.filter((removed) => removed !== name), name],
      })),
    submitted: draft.submitted,
    submit: () => {
      change(() => ({ submitted: true }));
      return fields.find((name) => isBlankRequired(name));
    },
    variables: () => {
      const input = textInput(fields, draft.values);
      const cleared = draft.removed.filter((name) => !draft.files[name]).map((name): [string, string] => [name, '']);
      const files = images.flatMap((name) => (draft.files[name] ? [[name, draft.files[name]] as const] : []));
      return { input: { ...input, ...Object.fromEntries(cleared) }, ...Object.fromEntries(files) };
    },
  };
}
