import { filsToDinar } from '@crumb/shared/money';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatPrice } from '../../shared/format-price';
import { formatOrderDate } from '../orders/format-order-date';
import { activityTexts } from './activity-texts';
import { scheduleValue } from './schedule-values';
import en from './locales/en.json';

type FieldName = keyof typeof en.adminActivity.fields;
type ValueField = keyof typeof en.adminActivity.values;
/** The text of one translated choice: 'adminActivity.values.status.pending'. */
type ValueKey = {
  [Field in ValueField]: `adminActivity.values.${Field}.${keyof (typeof en.adminActivity.values)[Field] & string}`;
}[ValueField];

/** What a sign-out ended: the device in use, another, every other, every one. */
export type SignOutScope = keyof typeof en.adminActivity.signedOut;
export const isSignOutScope = (value: string): value is SignOutScope =>
  Object.hasOwn(en.adminActivity.signedOut, value);

const FIELDS = en.adminActivity.fields;
const VALUES = en.adminActivity.values;
const isKnownField = (field: string): field is FieldName => Object.hasOwn(FIELDS, field);
const isValueField = (field: string): field is ValueField => Object.hasOwn(VALUES, field);

/** A stored value the record hides (a password): `{redacted: true}` (docs/product.md#activity-record). */
const isRedacted = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { redacted?: unknown }).redacted === true;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's stored name read as words, for the few the texts do not name: 'leadTime' -> 'Lead time'. */
function spelledOut(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a value reads in the list: its text, whether it is a placeholder (empty, hidden), and its direction. */
export interface ShownValue {
  text: string;
  muted?: boolean;
  /** 'ltr' for code-like values (lists, links, addresses of records) inside Arabic text. */
  dir?: 'ltr' | 'auto';
}

/**
 * The field names and values of the record in the page's language: names from the texts (an
 * Arabic twin, `nameAr`, as 'Name (Arabic)'), amounts in fils as BD, instants as dates, the
 * choices of a status, role, type or language translated, secrets as 'hidden', the delivery
 * schedule's windows and closed days as words.
 */
export function useActivityValues() {
  const { t, i18n } = useFeatureTexts(activityTexts);

  const fieldLabel = (field: string): string => {
    if (isKnownField(field)) return t(`adminActivity.fields.${field}`);
    const twin = field.endsWith('Ar') ? field.slice(0, -2) : '';
    if (twin && isKnownField(twin)) return t('adminActivity.arabicField', { field: t(`adminActivity.fields.${twin}`) });
    return spelledOut(field);
  };

  const value = (field: string, stored: unknown): ShownValue => {
    if (stored === null || stored === undefined || stored === '')
      return { text: t('adminActivity.emptyValue'), muted: true };
    if (isRedacted(stored)) return { text: t('adminActivity.hidden'), muted: true };
    if (typeof stored === 'boolean') return { text: stored ? t('adminActivity.yes') : t('adminActivity.no') };
    if (typeof stored === 'number') {
      return field.endsWith('Fils')
        ? { text: formatPrice(filsToDinar(stored), t), dir: 'ltr' }
        : { text: String(stored) };
    }
    if (typeof stored === 'string') {
      const choices: Record<string, string> | undefined = isValueField(field) ? VALUES[field] : undefined;
      if (choices && Object.hasOwn(choices, stored))
        return { text: t(`adminActivity.values.${field}.${stored}` as ValueKey) };
      if (ISO_INSTANT.test(stored) && !Number.isNaN(Date.parse(stored)))
        return { text: formatOrderDate(stored, i18n.language) };
      return { text: stored, dir: 'auto' };
    }
    // The delivery schedule's lists as words; an empty list as empty.
    if (Array.isArray(stored) && stored.length === 0) return { text: t('adminActivity.emptyValue'), muted: true };
    const schedule = scheduleValue(t, i18n.language, field, stored);
    if (schedule !== null) return { text: schedule };
    return { text: JSON.stringify(stored), dir: 'ltr' };
  };

  return { fieldLabel, value };
}

/** A field's place in the list: the order the texts name them in, an Arabic twin after its English one, others last. */
function fieldRank(field: string): number {
  const names = Object.keys(FIELDS);
  const own = names.indexOf(field);
  if (own >= 0) return own * 2;
  const twin = field.endsWith('Ar') ? names.indexOf(field.slice(0, -2)) : -1;
  return twin >= 0 ? twin * 2 + 1 : names.length * 2;
}

/** The fields of an entry in a steady order (the record stores them in whatever order its JSON keeps). */
export function orderedFields(...values: Array<Record<string, unknown>>): string[] {
  const fields = [...new Set(values.flatMap((found) => Object.keys(found)))];
  return fields.sort((a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b));
}
