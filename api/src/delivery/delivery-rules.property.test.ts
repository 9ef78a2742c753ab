import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, bahrainClock, bahrainInstant, minutesOf } from '@crumb/shared/shop-time';
import {
  deliveryDays,
  deliveryRefusal,
  orderDeadline,
  type DeliveryRules,
  type DeliveryWindowRule,
} from './delivery-rules';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** An independent clock: the time-zone database's Asia/Bahrain, through Intl. */
const bahrainFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bahrain',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
function intlBahrain(instant: Date) {
  const part = Object.fromEntries(bahrainFormat.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minuteOfDay: Number(part.hour) * 60 + Number(part.minute),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part.weekday!),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Instants over two years, summer and winter alike (Bahrain has no daylight saving time). */
const instantArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }).map((ms) => new Date(ms));

const windowArb = (id: string) =>
  fc.integer({ min: 0, max: 1438 }).chain((start) =>
    fc.record({
      id: fc.constant(id),
      start: fc.constant(hhmm(start)),
      end: fc.integer({ min: start + 1, max: 1439 }).map(hhmm),
      capacity: fc.integer({ min: 1, max: 1000 }),
    }),
  ) as fc.Arbitrary<DeliveryWindowRule>;

/** A schedule that is on; the closed dates are drawn from the days around `now` so they matter. */
const rulesArb = (now: Date): fc.Arbitrary<DeliveryRules> =>
  fc.record({
    enabled: fc.constant(true),
    leadTimeHours: fc.integer({ min: 0, max: 336 }),
    cutoffTime: fc.integer({ min: 0, max: 1439 }).map(hhmm),
    closedWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
    closedDates: fc.uniqueArray(
      fc.integer({ min: 0, max: 15 }).map((offset) => addDays(intlBahrain(now).date, offset)),
      { maxLength: 4 },
    ),
    windows: fc
      .integer({ min: 1, max: 4 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => windowArb(`w${index}`)))),
    capacityPerMethod: fc.boolean(),
  });

const scenarioArb = instantArb.chain((now) => fc.record({ now: fc.constant(now), rules: rulesArb(now) }));

describe('Bahrain time (UTC+3 all year, no daylight saving)', () => {
  it('puts every instant on the day and minute the time-zone database gives for Asia/Bahrain', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const { date, minuteOfDay, weekday } = intlBahrain(instant);
        expect(bahrainClock(instant)).toEqual({ date, minuteOfDay });
        expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(weekday);
      }),
    );
  });

  it('turns a Bahrain day and time back into the instant that reads so, whatever the season', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 1439 }), (day, minuteOfDay) => {
        const date = intlBahrain(day).date;
        const instant = bahrainInstant(date, minuteOfDay);
        expect(intlBahrain(instant)).toMatchObject({ date, minuteOfDay });
        expect(instant.getUTCHours() * 60 + instant.getUTCMinutes()).toBe((minuteOfDay - 180 + 1440) % 1440);
      }),
    );
  });
});

describe('the delivery rules', () => {
  it('lists 14 days from today in Bahrain, one after the other, with their weekdays', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, rules }) => {
        const days = deliveryDays(rules, now, () => 0);
        expect(days).toHaveLength(14);
        days.forEach((day, index) => {
          const noon = new Date(Date.parse(`${intlBahrain(now).date}T09:00:00Z`) + index * 24 * HOUR);
          expect(day.date).toBe(intlBahrain(noon).date);
          expect(day.weekday).toBe(intlBahrain(noon).weekday);
        });
      }),
    );
  });

  it('never offers a closed weekday or a closed date', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, rules }) => {
        for (const day of deliveryDays(rules, now, () => 0)) {
          const closed = rules.closedWeekdays.includes(day.weekday) || rules.closedDates.includes(day.date);
          expect(day.open).toBe(!closed);
          if (closed) expect(day.windows.every((window) => !window.available)).toBe(true);
        }
      }),
    );
  });

  it('never offers today: the cut-off for a day is on the day before', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, rules }) => {
        const [today] = deliveryDays(rules, now, () => 0);
        expect(today!.windows.some((window) => window.available)).toBe(false);
      }),
    );
  });

  it('offers tomorrow until the cut-off and refuses it from the cut-off on (lead time 0, open day)', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: 0, max: 1439 }),
        windowArb('w'),
        fc.integer({ min: 1, max: 12 * 60 * MINUTE }),
        (day, cutoff, window, offset) => {
          const date = intlBahrain(day).date;
          const rules: DeliveryRules = {
            enabled: true,
            leadTimeHours: 0,
            cutoffTime: hhmm(cutoff),
            closedWeekdays: [],
            closedDates: [],
            windows: [window],
            capacityPerMethod: false,
          };
          // The cut-off instant read independently: the day before, at that Bahrain time.
          const cutoffInstant = orderDeadline(rules, date);
          expect(intlBahrain(cutoffInstant)).toMatchObject({ date: addDays(date, -1), minuteOfDay: cutoff });
          expect(deliveryRefusal(rules, date, 'w', new Date(cutoffInstant.getTime() - offset), 0)).toBeNull();
          expect(deliveryRefusal(rules, date, 'w', cutoffInstant, 0)).toBe('pastCutoff');
          expect(deliveryRefusal(rules, date, 'w', new Date(cutoffInstant.getTime() + offset), 0)).toBe('pastCutoff');
        },
      ),
    );
  });

  it('offers a window only when its start is at least the lead time away', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, rules }) => {
        for (const day of deliveryDays(rules, now, () => 0)) {
          for (const window of day.windows) {
            const start = Date.parse(`${day.date}T${window.start}:00+03:00`);
            if (window.available) expect(start - now.getTime()).toBeGreaterThanOrEqual(rules.leadTimeHours * HOUR);
            else if (day.open && now.getTime() < Date.parse(`${addDays(day.date, -1)}T${rules.cutoffTime}:00+03:00`)) {
              expect(start - now.getTime()).toBeLessThan(rules.leadTimeHours * HOUR);
            }
          }
        }
      }),
    );
  });

  it('keeps offering a window to anyone who orders earlier', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 14 * 24 * HOUR }), ({ now, rules }, earlierBy) => {
        const earlier = new Date(now.getTime() - earlierBy);
        for (const day of deliveryDays(rules, now, () => 0)) {
          for (const window of day.windows) {
            if (window.available) expect(deliveryRefusal(rules, day.date, window.id, earlier, 0)).toBeNull();
          }
        }
      }),
    );
  });

  it('counts places left from the orders booked and stops offering a full window', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1200 }), ({ now, rules }, booked) => {
        for (const day of deliveryDays(rules, now, () => booked)) {
          for (const window of day.windows) {
            expect(window.remaining).toBe(Math.max(0, window.capacity - booked));
            if (window.remaining === 0) expect(window.available).toBe(false);
            const free = deliveryRefusal(rules, day.date, window.id, now, 0) === null;
            expect(window.available).toBe(free && booked < window.capacity);
          }
        }
      }),
    );
  });

  it('refuses a window id the schedule does not have', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, rules }) => {
        expect(deliveryRefusal(rules, addDays(bahrainClock(now).date, 3), 'no-such-window', now, 0)).toBe(
          'unknownWindow',
        );
      }),
    );
  });
});

describe('minutesOf', () => {
  it('reads HH:MM as minutes after midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(minutesOf(hhmm(minutes))).toBe(minutes);
      }),
    );
  });
});
