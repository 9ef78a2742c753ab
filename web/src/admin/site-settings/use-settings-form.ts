import { useState } from 'react';
import type { AdminUpdateSettingsMutationVariables } from '../graphql/generated';
import type { AdminSettings, SettingsImageName, SettingsTextName } from './admin-settings';

export interface SettingsFormConfig<Text extends SettingsTextName, Image extends SettingsImageName> {
  /** The page's own text fields: the only ones it sends (the API keeps the others). */
  fields: readonly Text[];
  /** SPEC §5: refused while blank after trimming, before anything is sent. */
  required?: readonly Text[];
  images?: readonly Image[];
}

/** What a settings page's fields and its Save read and change. */
export interface SettingsFormState<Text extends SettingsTextName, Image extends SettingsImageName> {
  value(name: Text): string;
  setValue(name: Text, value: string): void;
  isRequired(name: Text): boolean;
  /** A required field left blank, once Save was pressed. */
  isMissing(name: Text): boolean;
  /** The new image chosen for the field, not saved yet. */
  file(name: Image): File | null;
  setFile(name: Image, file: File | null): void;
  /** The stored image (path or URL), unless the owner removed it in this form. */
  storedImage(name: Image): string | null;
  removeImage(name: Image): void;
  /** Save was pressed at least once since the form (re)started. */
  submitted: boolean;
  /** Marks the form as submitted; answers the first required field left blank, if any. */
  submit(): SettingsTextName | undefined;
  /** The page's own fields (trimmed), its chosen files and its removed images ('' clears one). */
  variables(): AdminUpdateSettingsMutationVariables;
}

interface Draft<Text extends SettingsTextName, Image extends SettingsImageName> {
  /** The stored values this draft started from. */
  basis: string;
  values: Record<Text, string>;
  files: Partial<Record<Image, File>>;
  removed: readonly Image[];
  submitted: boolean;
}

/** The id of a field's control: its label points at it, and a failed Save moves focus to it. */
export const settingsFieldId = (name: SettingsTextName | SettingsImageName) => `settings-${name}`;

/**
 * A settings page's form, started from the loaded settings. When what is stored changes (the
 * answer to a save: trimmed, Instagram's '@' dropped, the new image's path) the form starts
 * again from it, so it shows what the server kept and forgets the files it sent.
 */
export function useSettingsForm<Text extends SettingsTextName, Image extends SettingsImageName = never>(
  settings: AdminSettings,
  { fields, required = [], images = [] }: SettingsFormConfig<Text, Image>,
): SettingsFormState<Text, Image> {
  const basis = JSON.stringify([fields.map((name) => settings[name]), images.map((name) => settings[name])]);
  const start = (): Draft<Text, Image> => ({
    basis,
    values: Object.fromEntries(fields.map((name) => [name, settings[name] ?? ''])) as Record<Text, string>,
    files: {},
    removed: [],
    submitted: false,
  });
  const [stateDraft, setDraft] = useState(start);
  let draft = stateDraft;
  if (draft.basis !== basis) {
    // Adjusting state while rendering (React re-renders at once), so no stale values flash.
    draft = start();
    setDraft(draft);
  }
  const change = (next: (current: Draft<Text, Image>) => Partial<Draft<Text, Image>>) =>
    setDraft((current) => ({ ...current, ...next(current) }));
  const isBlankRequired = (name: Text) => required.includes(name) && !draft.values[name].trim();

  return {
    value: (name) => draft.values[name],
    setValue: (name, value) => change((current) => ({ values: { ...current.values, [name]: value } })),
    isRequired: (name) => required.includes(name),
    isMissing: (name) => draft.submitted && isBlankRequired(name),
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
      return fields.find(isBlankRequired);
    },
    variables: () => {
      const input = Object.fromEntries(fields.map((name) => [name, draft.values[name].trim()]));
      const cleared = draft.removed.filter((name) => !draft.files[name]).map((name) => [name, '']);
      const files = images.flatMap((name) => (draft.files[name] ? [[name, draft.files[name]]] : []));
      return { input: { ...input, ...Object.fromEntries(cleared) }, ...Object.fromEntries(files) };
    },
  };
}
