import type { DeliveryDayOption, DeliveryWindowOption } from './use-delivery-slot';

/**
 * A delivery day on a choice button: 'Thu 26 Nov' / 'الخميس 26 نوفمبر', in the page's language
 * with Western digits (SPEC §1). Formatted at noon UTC of that date: no time zone moves a
 * calendar day.
 */
export function shortDayLabel(date: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export type DayUnavailability = 'closed' | 'full' | 'unavailable';

/** Why a day cannot be chosen: closed, every window full, or too late to order for it; undefined when it can. */
export function dayUnavailability(day: DeliveryDayOption): DayUnavailability | undefined {
  if (!day.open) return 'closed';
  if (day.windows.some((window) => window.available)) return undefined;
  return day.windows.every((window) => window.remaining === 0) ? 'full' : 'unavailable';
}

/** Why a window cannot be chosen: no places left, or too soon / past the cut-off. */
export function windowUnavailability(window: DeliveryWindowOption): 'full' | 'unavailable' | undefined {
  if (window.available) return undefined;
  return window.remaining === 0 ? 'full' : 'unavailable';
}
