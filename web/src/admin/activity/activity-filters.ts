import type { ActivityEntity, ActivityFilter } from '@crumb/shared/schema-types';

/** The Activity page's filters as the page holds them: '' for none. */
export interface ActivityFilterValues {
  /** An account's id. */
  actorId: string;
  entity: ActivityEntity | '';
  /** YYYY-MM-DD, Bahrain days, both included. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilterValues = { actorId: '', entity: '', from: '', to: '' };

/** Every kind of the record (tsc checks none is missing), in the order the Kind menu lists them. */
const KINDS: Record<ActivityEntity, true> = {
  order: true,
  product: true,
  productOption: true,
  productOptionChoice: true,
  category: true,
  voucher: true,
  settings: true,
  deliverySchedule: true,
  deliveryAreas: true,
  deliveryZone: true,
  deliveryArea: true,
  account: true,
};
export const activityKinds = Object.keys(KINDS) as ActivityEntity[];

/** The filters that are set, as the query's `filter`. */
export function activityFilter(filters: ActivityFilterValues): ActivityFilter {
  return {
    actorId: filters.actorId || null,
    entity: filters.entity || null,
    from: filters.from || null,
    to: filters.to || null,
  };
}

export const hasActivityFilters = (filters: ActivityFilterValues) =>
  Object.values(filters).some((value) => value !== '');
