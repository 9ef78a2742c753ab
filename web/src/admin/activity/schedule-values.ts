import type { TFunction } from 'i18next';
import { isolate } from '../../shared/bidi';

// The delivery schedule's lists as the activity record shows them (docs/product.md#activity-record):
// its windows, closed weekdays and closed dates read as people read them, in the page's language,
// rather than as the JSON they are stored as.

interface StoredWindow {
  id: string;
  start: string;
  end: string;
  capacity: number;
}

const isWindow = (value: unknown): value is StoredWindow => {
  const window = value as Partial<StoredWindow> | null;
  return (
    typeof window === 'object' &&
    window !== null &&
    typeof window.id === 'string' &&
    typeof window.start === 'string' &&
    typeof window.end === 'string' &&
    typeof window.capacity === 'number'
  );
};
const isWeekday = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The locale a language's dates are written in, in Western digits as every number of the shop. */
const dateLocale = (language: string) => `${language === 'en' ? 'en-GB' : language}-u-nu-latn`;

/** The window ids the shop starts with, named in the texts. */
const NAMED_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
const isNamedWindow = (id: string): id is (typeof NAMED_WINDOWS)[number] =>
  (NAMED_WINDOWS as readonly string[]).includes(id);

/** A window by its id: 'Morning' for the shop's first ones, 'Window 4' for 'window-4', else the id as it is. */
function windowName(t: TFunction<'adminActivity'>, id: string): string {
  if (isNamedWindow(id)) return t(`adminActivity.schedule.windowNames.${id}`);
  const numbered = /^window-(\d+)$/.exec(id);
  return numbered ? t('adminActivity.schedule.numberedWindow', { number: numbered[1] }) : isolate(id);
}

/**
 * A delivery schedule's list (`windows`, `closedWeekdays`, `closedDates`) as words in `language`:
 * 'Morning 09:00–12:00, 5 orders; Evening 16:00–20:00, 10 orders', 'Friday, Saturday',
 * '24 December 2026'. Null for any other field or a value not of that shape.
 */
export function scheduleValue(
  t: TFunction<'adminActivity'>,
  language: string,
  field: string,
  stored: unknown,
): string | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const listed = (items: string[]) => items.join(t('adminActivity.schedule.listSeparator'));
  if (field === 'windows' && stored.every(isWindow)) {
    return stored
      .map(({ id, start, end, capacity }) =>
        t('adminActivity.schedule.window', { name: windowName(t, id), start, end, count: capacity }),
      )
      .join(t('adminActivity.schedule.windowSeparator'));
  }
  if (field === 'closedWeekdays' && stored.every(isWeekday)) {
    const weekday = new Intl.DateTimeFormat(dateLocale(language), { weekday: 'long', timeZone: 'UTC' });
    // 29 November 2026 was a Sunday, the week's day 0 as the schedule counts them.
    return listed(stored.map((day) => weekday.format(Date.UTC(2026, 10, 29 + day))));
  }
  if (field === 'closedDates' && stored.every(isDate)) {
    const date = new Intl.DateTimeFormat(dateLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // Read at noon UTC, so no time zone moves a calendar day to another.
    return listed(stored.map((day) => date.format(new Date(`${day}T12:00:00Z`))));
  }
  return null;
}
