import { addDays, bahrainClock, bahrainInstant, minutesOf, weekdayOf, type IsoDate } from '@crumb/shared/shop-time';

/**
 * The delivery schedule's rules as pure functions of the schedule, the day, the window and the
 * current instant, every one read on Bahrain's clock (bahrain-time.ts). The service feeds them
 * the stored schedule and the orders already booked; checkout can ask the same questions.
 */

export interface DeliveryWindowRule {
  id: string;
  /** 'HH:MM', Bahrain time. */
  start: string;
  /** 'HH:MM', after start on the same day. */
  end: string;
  /** Orders the bakery can deliver in this window on one day. */
  capacity: number;
}

export interface DeliveryRules {
  enabled: boolean;
  /** Hours needed between the order and the start of its delivery window. */
  leadTimeHours: number;
  /** 'HH:MM': the last moment, on the day before, to order for a day. */
  cutoffTime: string;
  /** 0 Sunday .. 6 Saturday. */
  closedWeekdays: readonly number[];
  closedDates: readonly IsoDate[];
  windows: readonly DeliveryWindowRule[];
  /**
   * Off: a window's capacity holds its deliveries and pickups together. On: it holds that many
   * of each, counted apart (a kitchen that hands over cakes at the counter while the driver is out).
   */
  capacityPerMethod: boolean;
}

/** A schedule as sent: left out, `capacityPerMethod` keeps what is stored (callers older than it send none). */
export type DeliveryRulesChange = Omit<DeliveryRules, 'capacityPerMethod'> & { capacityPerMethod?: boolean | null };

/** How many days the storefront may choose from, today included. */
export const BOOKABLE_DAYS = 14;

/** Why a window on a day cannot be ordered now. */
export type DeliveryRefusal = 'closedDay' | 'pastCutoff' | 'leadTime' | 'full' | 'unknownWindow';

export function isDayOpen(rules: DeliveryRules, date: IsoDate): boolean {
  return !rules.closedWeekdays.includes(weekdayOf(date)) && !rules.closedDates.includes(date);
}

/**
 * The cut-off for a day: orders for it close at the cut-off time of the day before ("order by
 * 18:00 for tomorrow"). So there is never same-day delivery, and after today's cut-off the
 * first day left is the one after tomorrow.
 */
export function orderDeadline(rules: DeliveryRules, date: IsoDate): Date {
  return bahrainInstant(addDays(date, -1), minutesOf(rules.cutoffTime));
}

/** The instant a window opens on a day: the lead time is counted up to it. */
export function windowStart(date: IsoDate, window: DeliveryWindowRule): Date {
  return bahrainInstant(date, minutesOf(window.start));
}

/**
 * Whether an order placed at `now` may be delivered in window `windowId` on `date`, given `booked`
 * orders already in that window: null when it may, else the first rule it breaks.
 */
export function deliveryRefusal(
  rules: DeliveryRules,
  date: IsoDate,
  windowId: string,
  now: Date,
  booked: number,
): DeliveryRefusal | null {
  const window = rules.windows.find(({ id }) => id === windowId);
  if (!window) return 'unknownWindow';
  if (!isDayOpen(rules, date)) return 'closedDay';
  if (now.getTime() >= orderDeadline(rules, date).getTime()) return 'pastCutoff';
  if (windowStart(date, window).getTime() - now.getTime() < rules.leadTimeHours * 3_600_000) return 'leadTime';
  if (booked >= window.capacity) return 'full';
  return null;
}

/** The Bahrain days the storefront lists at `now`: today and the 13 after it. */
export function upcomingDays(now: Date, count = BOOKABLE_DAYS): IsoDate[] {
  const today = bahrainClock(now).date;
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

export interface DeliveryDayWindow extends DeliveryWindowRule {
  /** Places left: capacity minus the orders booked, never below 0. */
  remaining: number;
  /** Whether an order placed now may choose it. */
  available: boolean;
}

export interface DeliveryDay {
  date: IsoDate;
  weekday: number;
  /** Not a closed weekday or date. */
  open: boolean;
  windows: DeliveryDayWindow[];
}

/** The listed days with each window's remaining places, given the orders booked per day and window. */
export function deliveryDays(
  rules: DeliveryRules,
  now: Date,
  booked: (date: IsoDate, windowId: string) => number,
): DeliveryDay[] {
  return upcomingDays(now).map((date) => ({
    date,
    weekday: weekdayOf(date),
    open: isDayOpen(rules, date),
    windows: rules.windows.map((window) => {
      const count = booked(date, window.id);
      return {
        ...window,
        remaining: Math.max(0, window.capacity - count),
        available: deliveryRefusal(rules, date, window.id, now, count) === null,
      };
    }),
  }));
}
