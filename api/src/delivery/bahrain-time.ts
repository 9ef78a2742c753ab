/**
 * Bahrain's clock (Asia/Bahrain) for the delivery rules. Bahrain keeps UTC+3 all year and has
 * had no daylight saving time since 1972, so a fixed offset is exact and needs no time-zone
 * database: it also behaves the same on a server whose own zone is anything else, and it keeps
 * the rules pure functions of an instant (no Intl calls per check).
 */
export const BAHRAIN_UTC_OFFSET_MINUTES = 3 * 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day in Bahrain as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The Bahrain calendar day and minute of the day (0..1439) that an instant falls on. */
export function bahrainClock(instant: Date): { date: IsoDate; minuteOfDay: number } {
  const shifted = new Date(instant.getTime() + BAHRAIN_UTC_OFFSET_MINUTES * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant at `minuteOfDay` minutes after midnight of Bahrain day `date`. */
export function bahrainInstant(date: IsoDate, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - BAHRAIN_UTC_OFFSET_MINUTES) * MINUTE_MS);
}

/** The day `days` after `date` (negative: before). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day: 0 Sunday .. 6 Saturday (the same everywhere for a calendar date). */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'HH:MM' as minutes after midnight. The caller has checked the format. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
