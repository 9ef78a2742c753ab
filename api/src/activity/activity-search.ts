import type { FilterQuery } from '@mikro-orm/core';
import { bahrainInstant } from '@crumb/shared/shop-time';
import { InvalidInputError } from '../errors/domain-errors';
import { ActivityEntry } from './activity-entry.entity';
import { ACTIVITY_ENTITIES, type ActivityEntity } from './activity-kinds';

/** The largest page, and the page given when no limit is. */
export const MAX_ACTIVITY_PAGE = 100;
export const DEFAULT_ACTIVITY_PAGE = 50;

/** The filters of the activity record, as callers send them (GraphQL arguments, REST query). */
export interface ActivityFilters {
  /** An account's id: only what it did. */
  actorId?: number | null;
  entity?: ActivityEntity | null;
  /** A Bahrain day (YYYY-MM-DD, from its start) or an instant (ISO 8601 with its offset). */
  from?: string | null;
  /** A Bahrain day (to its end) or an instant (up to it, included). */
  to?: string | null;
}

export interface ActivityPaging {
  limit?: number | null;
  offset?: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date and a time with its offset (Z or ±hh:mm), seconds and fractions optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar day, or undefined. */
function calendarDay(value: string): string | undefined {
  const day = new Date(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
    ? value
    : undefined;
}

/**
 * The instant a `from` or `to` stands for: a day's start in Bahrain for `from`, the start of the
 * next day for `to` (the bound then excludes it); an instant as it is (`to` then includes it).
 */
function bound(value: string, name: 'from' | 'to'): { at: Date; inclusive: boolean } {
  const day = calendarDay(value);
  if (day) {
    const start = bahrainInstant(day, 0);
    return name === 'from'
      ? { at: start, inclusive: true }
      : { at: new Date(start.getTime() + DAY_MS), inclusive: false };
  }
  const instant = INSTANT.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime()) || !calendarDay(value.slice(0, 10))) {
    throw new InvalidInputError(
      `${name} must be a date (YYYY-MM-DD, a Bahrain day) or a date and time with its offset (2026-11-28T09:30:00Z)`,
    );
  }
  return { at: instant, inclusive: true };
}

/** The where clause of the filters; refuses bad values with a message naming the filter. */
export function activityWhere(filters: ActivityFilters): FilterQuery<ActivityEntry> {
  const where: Array<FilterQuery<ActivityEntry>> = [];
  if (filters.actorId != null) {
    if (!Number.isInteger(filters.actorId) || filters.actorId < 1)
      throw new InvalidInputError('actorId must be an account id');
    where.push({ actorId: filters.actorId });
  }
  if (filters.entity != null) {
    if (!ACTIVITY_ENTITIES.includes(filters.entity))
      throw new InvalidInputError(`entity must be one of ${ACTIVITY_ENTITIES.join(', ')}`);
    where.push({ entity: filters.entity });
  }
  const from = filters.from != null ? bound(filters.from, 'from') : null;
  const to = filters.to != null ? bound(filters.to, 'to') : null;
  const empty = from && to && (to.inclusive ? from.at > to.at : from.at >= to.at);
  if (empty) throw new InvalidInputError('from must not be after to');
  if (from) where.push({ at: { $gte: from.at } });
  if (to) where.push({ at: to.inclusive ? { $lte: to.at } : { $lt: to.at } });
  return where.length === 0 ? {} : { $and: where };
}

/** The page asked for, checked: 1 to MAX_ACTIVITY_PAGE entries, 0 or more skipped. */
export function activityPaging({ limit, offset }: ActivityPaging): { limit: number; offset: number } {
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_ACTIVITY_PAGE))
    throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_ACTIVITY_PAGE}`);
  if (offset != null && (!Number.isInteger(offset) || offset < 0))
    throw new InvalidInputError('offset must be a whole number, 0 or more');
  return { limit: limit ?? DEFAULT_ACTIVITY_PAGE, offset: offset ?? 0 };
}
