import { minutesOf } from '@crumb/shared/shop-time';
import { InvalidInputError } from '../errors/domain-errors';
import type { DeliveryRules, DeliveryWindowRule } from './delivery-rules';

export const MAX_LEAD_TIME_HOURS = 336; // two weeks: beyond it no listed day could ever be ordered
export const MAX_WINDOWS = 12;
export const MAX_WINDOW_CAPACITY = 1000;
export const MAX_CLOSED_DATES = 366;
export const WINDOW_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function checkedTime(field: string, value: string): string {
  if (!TIME_PATTERN.test(value))
    throw new InvalidInputError(`${field} must be a time as HH:MM (00:00 to 23:59), not '${value}'`);
  return value;
}

/** A real calendar day: '2026-02-30' matches the pattern but is no date. */
function checkedDate(value: string): string {
  const valid = DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!valid) throw new InvalidInputError(`closedDates must hold dates as YYYY-MM-DD, not '${value}'`);
  return value;
}

function checkedWindow(window: DeliveryWindowRule, index: number): DeliveryWindowRule {
  const name = `windows[${index}]`;
  const id = window.id.trim();
  if (!WINDOW_ID_PATTERN.test(id)) throw new InvalidInputError(`${name}.id must be 1 to 40 letters, digits, - or _`);
  const start = checkedTime(`${name}.start`, window.start);
  const end = checkedTime(`${name}.end`, window.end);
  if (minutesOf(end) <= minutesOf(start))
    throw new InvalidInputError(`${name} must end after it starts (${start} to ${end})`);
  if (!isWholeIn(window.capacity, 1, MAX_WINDOW_CAPACITY)) {
    throw new InvalidInputError(`${name}.capacity must be a whole number from 1 to ${MAX_WINDOW_CAPACITY}`);
  }
  return { id, start, end, capacity: window.capacity };
}

/**
 * The schedule the owner sent, checked rule by rule with a message naming the field, and put
 * in order: weekdays and dates sorted without repeats, windows by their start.
 */
export function checkDeliverySchedule(input: DeliveryRules): DeliveryRules {
  if (!isWholeIn(input.leadTimeHours, 0, MAX_LEAD_TIME_HOURS)) {
    throw new InvalidInputError(`leadTimeHours must be a whole number from 0 to ${MAX_LEAD_TIME_HOURS}`);
  }
  const cutoffTime = checkedTime('cutoffTime', input.cutoffTime);
  for (const weekday of input.closedWeekdays) {
    if (!isWholeIn(weekday, 0, 6))
      throw new InvalidInputError(`closedWeekdays must hold weekdays from 0 (Sunday) to 6 (Saturday), not ${weekday}`);
  }
  const closedDates = [...new Set(input.closedDates.map(checkedDate))].sort();
  if (closedDates.length > MAX_CLOSED_DATES)
    throw new InvalidInputError(`closedDates holds at most ${MAX_CLOSED_DATES} dates`);
  if (input.windows.length > MAX_WINDOWS)
    throw new InvalidInputError(`A schedule has at most ${MAX_WINDOWS} delivery windows`);
  const windows = input.windows.map(checkedWindow);
  const ids = new Set<string>();
  for (const { id } of windows) {
    if (ids.has(id)) throw new InvalidInputError(`Each delivery window needs its own id: '${id}' is used twice`);
    ids.add(id);
  }
  if (input.enabled && windows.length === 0)
    throw new InvalidInputError('A schedule that is on needs at least one delivery window');
  return {
    enabled: input.enabled,
    leadTimeHours: input.leadTimeHours,
    cutoffTime,
    closedWeekdays: [...new Set(input.closedWeekdays)].sort((a, b) => a - b),
    closedDates,
    windows: windows.sort((a, b) => minutesOf(a.start) - minutesOf(b.start) || minutesOf(a.end) - minutesOf(b.end)),
    capacityPerMethod: input.capacityPerMethod,
  };
}
