import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IsoDate } from '@crumb/shared/shop-time';
import type { RequestContext } from '../graphql/request-context';
import { orderStandsSql } from '@crumb/shared/order-standing';
import {
  deliveryDays,
  upcomingDays,
  type DeliveryDay,
  type DeliveryRules,
  type DeliveryRulesChange,
} from './delivery-rules';
import { checkDeliverySchedule } from './delivery-schedule-check';
import { DeliverySchedule } from './delivery-schedule.entity';

/** Orders booked per day and window, keyed `date|window`. */
export type BookedOrders = Map<string, number>;

export const bookingKey = (date: IsoDate, windowId: string) => `${date}|${windowId}`;

/** How an order leaves the bakery ('delivery' or 'pickup'), as the order table stores it. */
export type BookingMethod = string;

/** The orders a window's places are counted among: every order's, or only those leaving by `method`. */
export const countedMethod = (rules: DeliveryRules, method: BookingMethod): BookingMethod | undefined =>
  rules.capacityPerMethod ? method : undefined;

/** The rule fields of a schedule, as plain data (never the managed entity). */
function rulesOf(schedule: DeliverySchedule): DeliveryRules {
  const { enabled, leadTimeHours, cutoffTime, closedWeekdays, closedDates, windows, capacityPerMethod } = schedule;
  return {
    enabled,
    capacityPerMethod,
    leadTimeHours,
    cutoffTime,
    closedWeekdays: [...closedWeekdays],
    closedDates: [...closedDates],
    windows: windows.map((window) => ({ ...window })),
  };
}

export const deliveryScheduleService = {
  /** The stored schedule, or the default one (off) when the owner has saved none. */
  async get(ctx: Pick<RequestContext, 'em'>): Promise<DeliveryRules> {
    return rulesOf((await ctx.em.findOne(DeliverySchedule, DeliverySchedule.SINGLETON_ID)) ?? new DeliverySchedule());
  },

  /**
   * Replaces the whole schedule once every rule checks out. Written through the unit of work
   * under the row's lock (the activity record sees the fields that changed); the first save
   * creates the row, and of two first saves at once the second finds it and updates it.
   */
  async update(ctx: Pick<RequestContext, 'em'>, input: DeliveryRulesChange): Promise<DeliveryRules> {
    const capacityPerMethod = input.capacityPerMethod ?? (await this.get(ctx)).capacityPerMethod;
    const checked = checkDeliverySchedule({ ...input, capacityPerMethod });
    const rules = {
      ...checked,
      closedWeekdays: [...checked.closedWeekdays],
      closedDates: [...checked.closedDates],
      windows: checked.windows.map((window) => ({ ...window })),
    };
    const save = () =>
      ctx.em.transactional(async (em) => {
        const stored = await em.findOne(DeliverySchedule, DeliverySchedule.SINGLETON_ID, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        });
        if (stored) Object.assign(stored, rules);
        else em.create(DeliverySchedule, { id: DeliverySchedule.SINGLETON_ID, ...rules });
      });
    try {
      await save();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await save();
    }
    return checked;
  },

  /**
   * How many orders each (day, window) holds among `dates`, in one grouped query: all of them,
   * or those leaving by `method` alone; only orders that stand take a place (order-standing.ts). Checkout calls it inside its transaction for the window it books.
   */
  async bookedOrders(em: EntityManager, dates: readonly IsoDate[], method?: BookingMethod): Promise<BookedOrders> {
    if (dates.length === 0) return new Map();
    const rows: Array<{ day: string; window: string; count: string | number }> = await em.execute(
      `select to_char(delivery_date, 'YYYY-MM-DD') as day, delivery_window as window, count(*) as count
       from "order" where delivery_date in (${dates.map(() => '?').join(', ')}) and delivery_window is not null
       and ${orderStandsSql('"order"')}
       ${method ? 'and fulfilment = ?' : ''}
       group by delivery_date, delivery_window`,
      method ? [...dates, method] : [...dates],
    );
    return new Map(rows.map((row) => [bookingKey(row.day, row.window), Number(row.count)]));
  },

  /**
   * The next 14 Bahrain days with each window's places left for an order leaving by `method`,
   * and whether it can be chosen at `now`; none while the schedule is off (checkout then asks for no day).
   */
  async days(ctx: Pick<RequestContext, 'em'>, method: BookingMethod, now: Date = new Date()): Promise<DeliveryDay[]> {
    const rules = await this.get(ctx);
    if (!rules.enabled) return [];
    const booked = await this.bookedOrders(ctx.em, upcomingDays(now), countedMethod(rules, method));
    return deliveryDays(rules, now, (date, windowId) => booked.get(bookingKey(date, windowId)) ?? 0);
  },
};
