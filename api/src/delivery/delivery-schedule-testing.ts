import type { DeliveryWindowRule } from './delivery-rules';

/** A delivery schedule as GET and PUT /api/delivery-schedule carry it. */
export interface DeliveryScheduleBody {
  enabled: boolean;
  leadTimeHours: number;
  cutoffTime: string;
  closedWeekdays: number[];
  closedDates: string[];
  windows: DeliveryWindowRule[];
  /** Left out of a PUT: unchanged. */
  capacityPerMethod?: boolean;
}

/** The windows a shop's schedule has before its owner edits them, ten orders each. */
export const EXAMPLE_WINDOWS: readonly DeliveryWindowRule[] = [
  { id: 'morning', start: '10:00', end: '13:00', capacity: 10 },
  { id: 'afternoon', start: '13:00', end: '16:00', capacity: 10 },
  { id: 'evening', start: '16:00', end: '20:00', capacity: 10 },
];

/** No lead time, and orders taken until 23:59 the day before: every day after today is open, whatever the time now. */
const ANY_DAY_AFTER_TODAY = { leadTimeHours: 0, cutoffTime: '23:59' };

/**
 * A schedule that is on, with these windows and no closed weekday or date: tests that turn
 * deliveries on name only the windows and the timing they rely on.
 */
export function openSchedule(
  windows: readonly DeliveryWindowRule[],
  timing: { leadTimeHours: number; cutoffTime: string } = ANY_DAY_AFTER_TODAY,
): DeliveryScheduleBody {
  return {
    enabled: true,
    ...timing,
    closedWeekdays: [],
    closedDates: [],
    windows: windows.map((window) => ({ ...window })),
    capacityPerMethod: false,
  };
}

/** A morning window of one place, soon full, and an evening one of fifty: a test fills the first at will. */
export const ONE_PLACE_MORNING: readonly DeliveryWindowRule[] = [
  { id: 'morning', start: '10:00', end: '13:00', capacity: 1 },
  { id: 'evening', start: '16:00', end: '20:00', capacity: 50 },
];
