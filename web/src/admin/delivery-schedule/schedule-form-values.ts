import type { DeliveryScheduleInput } from '@crumb/shared/schema-types';
import type { DeliveryScheduleFieldsFragment } from '@crumb/shared/shared-operations';

/** The rules the server holds too (api/src/delivery/delivery-schedule-check.ts), checked here first to point at the field. */
export const MAX_LEAD_TIME_HOURS = 336;
export const MAX_WINDOWS = 12;
export const MAX_CAPACITY = 1000;

/** The form's problem message, which the fields it concerns point to. */
export const PROBLEM_ID = 'delivery-schedule-problem';

export interface WindowFormValues {
  id: string;
  start: string;
  end: string;
  /** As typed. */
  capacity: string;
}

export interface ScheduleFormValues {
  enabled: boolean;
  /** As typed. */
  leadTimeHours: string;
  cutoffTime: string;
  closedWeekdays: number[];
  closedDates: string[];
  windows: WindowFormValues[];
  capacityPerMethod: boolean;
}

/** What keeps the form from being sent, and where: `window` is the 0-based row. */
export type ScheduleProblem =
  { kind: 'leadTime' } | { kind: 'noWindows' } | { kind: 'windowTimes' | 'capacity'; window: number };

export function valuesOf(schedule: DeliveryScheduleFieldsFragment): ScheduleFormValues {
  return {
    enabled: schedule.enabled,
    leadTimeHours: String(schedule.leadTimeHours),
    cutoffTime: schedule.cutoffTime,
    closedWeekdays: [...schedule.closedWeekdays],
    closedDates: [...schedule.closedDates],
    windows: schedule.windows.map(({ id, start, end, capacity }) => ({ id, start, end, capacity: String(capacity) })),
    capacityPerMethod: schedule.capacityPerMethod,
  };
}

/** A new window's id: orders keep a window's id, so existing ones never change and a new one takes the first free `window-N`. */
export function newWindowId(windows: readonly WindowFormValues[]): string {
  const taken = new Set(windows.map(({ id }) => id));
  let number = windows.length + 1;
  while (taken.has(`window-${number}`)) number += 1;
  return `window-${number}`;
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The schedule to send, or the first problem. 'HH:MM' strings compare in time order. */
export function checkSchedule(
  values: ScheduleFormValues,
): { input: DeliveryScheduleInput } | { problem: ScheduleProblem } {
  if (!wholeIn(values.leadTimeHours, 0, MAX_LEAD_TIME_HOURS)) return { problem: { kind: 'leadTime' } };
  for (const [index, window] of values.windows.entries()) {
    if (!window.start || !window.end || window.end <= window.start)
      return { problem: { kind: 'windowTimes', window: index } };
    if (!wholeIn(window.capacity, 1, MAX_CAPACITY)) return { problem: { kind: 'capacity', window: index } };
  }
  if (values.enabled && values.windows.length === 0) return { problem: { kind: 'noWindows' } };
  return {
    input: {
      enabled: values.enabled,
      leadTimeHours: Number(values.leadTimeHours),
      cutoffTime: values.cutoffTime,
      closedWeekdays: values.closedWeekdays,
      closedDates: values.closedDates,
      windows: values.windows.map(({ id, start, end, capacity }) => ({ id, start, end, capacity: Number(capacity) })),
      capacityPerMethod: values.capacityPerMethod,
    },
  };
}
