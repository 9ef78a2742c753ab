/**
 * The shop's clock: Bahrain time (Asia/Bahrain), for the delivery rules, the owner's days
 * (dashboard, orders filters, the baking list, the CSV export) and the tests that check them.
 * Bahrain keeps UTC+3 all year and has had no daylight saving time since 1972, so a fixed
 * offset is exact and needs no time-zone database: it behaves the same on a server or browser
 * whose own zone is anything else, and it keeps the rules pure functions of an instant (no Intl
 * calls per check).
 */
export const SHOP_UTC_OFFSET_MINUTES = 3 * 60;

/** The same zone by its name, for what reads it that way (PostgreSQL's `at time zone`, Intl, a browser). */
export const SHOP_TIME_ZONE = 'Asia/Bahrain';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * MINUTE_MS;

/** A calendar day in Bahrain as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The Bahrain calendar day and minute of the day (0..1439) that an instant falls on. */
export function bahrainClock(instant: Date): { date: IsoDate; minuteOfDay: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant at `minuteOfDay` minutes after midnight of Bahrain day `date` (0: the day's start). */
export function bahrainInstant(date: IsoDate, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MS - OFFSET_MS);
}

/** The Bahrain day `offsetDays` after the one `now` falls on: the owner's today wherever the clock runs. */
export function bahrainDay(offsetDays = 0, now: number = Date.now()): IsoDate {
  return addDays(bahrainClock(new Date(now)).date, offsetDays);
}

/** An instant as Bahrain's local date and time, 'YYYY-MM-DD HH:mm'. */
export function bahrainDateTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * An instant as a datetime-local input shows it on Bahrain's clock ('2026-12-25T23:59'): the
 * back office types and reads every moment in shop time, whatever zone the device is in.
 */
export function bahrainDateTimeInput(instant: Date): string {
  return bahrainDateTime(instant).replace(' ', 'T');
}

/**
 * The instant a datetime-local value ('2026-12-25T23:59', seconds allowed) names on Bahrain's
 * clock; null when it is no such value or no such day and time.
 */
export function fromBahrainDateTimeInput(value: string): Date | null {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (!parts) return null;
  const [, date, hours, minutes] = parts;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return bahrainInstant(date, Number(hours) * 60 + Number(minutes));
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
