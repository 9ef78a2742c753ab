import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { DeliveryWindowRule } from './delivery-rules';
import { EXAMPLE_WINDOWS, openSchedule } from './delivery-schedule-testing';

const t = useTestApp({ admin: true });

const schedule = {
  ...openSchedule(
    [
      { id: 'morning', start: '10:00', end: '13:00', capacity: 2 },
      { id: 'evening', start: '16:00', end: '20:00', capacity: 5 },
    ],
    { leadTimeHours: 0, cutoffTime: '18:00' },
  ),
  closedWeekdays: [5],
  closedDates: ['2026-12-07'],
};

/** A change to a schedule of one window, 'w' from 10:00 to 13:00 for 3 orders, but for what `window` says. */
const oneWindow = (window: Partial<DeliveryWindowRule>) => ({
  windows: [{ id: 'w', start: '10:00', end: '13:00', capacity: 3, ...window }],
});

const get = async (url = '/api/delivery-schedule') => t.app.inject({ method: 'GET', url });
const put = (payload: unknown, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/delivery-schedule', headers, payload: payload as never });

/** Orders booked into a day's window, written as checkout will write them. */
async function bookOrders(date: string, window: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    await t.orm.em.getConnection().execute(
      `insert into "order" (customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils, delivery_date, delivery_window)
       values ('Booked', '+97333000000', 'Manama', 1000, 2000, 0, 3000, ?, ?)`,
      [date, window],
    );
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the delivery schedule over REST', () => {
  it('is off by default, with example windows, and anyone may read it', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: false,
      leadTimeHours: 24,
      cutoffTime: '18:00',
      closedWeekdays: [],
      closedDates: [],
      windows: EXAMPLE_WINDOWS,
      capacityPerMethod: false,
    });
    // Off: no day to choose, so checkout stays as it was.
    expect((await get('/api/delivery-schedule/days')).json()).toEqual([]);
  });

  it('answers 401 to a change without the admin token, and keeps the schedule', async () => {
    const response = await put(schedule, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect((await get()).json().enabled).toBe(false);
  });

  it.each([
    [
      'a window ending before it starts',
      oneWindow({ start: '13:00', end: '10:00' }),
      'windows[0] must end after it starts (13:00 to 10:00)',
    ],
    [
      'a window ending as it starts',
      oneWindow({ end: '10:00' }),
      'windows[0] must end after it starts (10:00 to 10:00)',
    ],
    ['a capacity of 0', oneWindow({ capacity: 0 }), 'windows[0].capacity must be a whole number from 1 to 1000'],
    ['a capacity of 1001', oneWindow({ capacity: 1001 }), 'windows[0].capacity must be a whole number from 1 to 1000'],
    ['a time past 23:59', { cutoffTime: '24:00' }, "cutoffTime must be a time as HH:MM (00:00 to 23:59), not '24:00'"],
    [
      'a time without its leading zero',
      oneWindow({ start: '9:00' }),
      "windows[0].start must be a time as HH:MM (00:00 to 23:59), not '9:00'",
    ],
    [
      'a date that does not exist',
      { closedDates: ['2026-02-30'] },
      "closedDates must hold dates as YYYY-MM-DD, not '2026-02-30'",
    ],
    [
      'a date in another format',
      { closedDates: ['30/12/2026'] },
      "closedDates must hold dates as YYYY-MM-DD, not '30/12/2026'",
    ],
    ['weekday 7', { closedWeekdays: [7] }, 'closedWeekdays must hold weekdays from 0 (Sunday) to 6 (Saturday), not 7'],
    ['a lead time over two weeks', { leadTimeHours: 337 }, 'leadTimeHours must be a whole number from 0 to 336'],
    ['a negative lead time', { leadTimeHours: -1 }, 'leadTimeHours must be a whole number from 0 to 336'],
    [
      'thirteen windows',
      {
        windows: Array.from({ length: 13 }, (_, index) => ({
          id: `w${index}`,
          start: '10:00',
          end: '11:00',
          capacity: 1,
        })),
      },
      'A schedule has at most 12 delivery windows',
    ],
    [
      'two windows with one id',
      {
        windows: [
          { id: 'w', start: '10:00', end: '11:00', capacity: 1 },
          { id: 'w', start: '12:00', end: '13:00', capacity: 1 },
        ],
      },
      "Each delivery window needs its own id: 'w' is used twice",
    ],
    [
      'an id with a space',
      oneWindow({ id: 'late evening', start: '18:00', end: '20:00', capacity: 1 }),
      'windows[0].id must be 1 to 40 letters, digits, - or _',
    ],
    [
      'a schedule turned on without windows',
      { windows: [] },
      'A schedule that is on needs at least one delivery window',
    ],
  ])('refuses %s with 400 and says why', async (_, change, message) => {
    const response = await put({ ...schedule, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect((await get()).json().enabled).toBe(false);
  });

  it('refuses a schedule missing a field with 400', async () => {
    const { windows: _, ...withoutWindows } = schedule;
    const response = await put(withoutWindows);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/windows/);
  });

  it('replaces the schedule, sorting weekdays, dates and windows, and answers what it stored', async () => {
    const response = await put({
      ...schedule,
      closedWeekdays: [5, 0, 5],
      closedDates: ['2026-12-16', '2026-12-07', '2026-12-16'],
      windows: [...schedule.windows].reverse(),
    });
    expect(response.statusCode).toBe(200);
    const stored = { ...schedule, closedWeekdays: [0, 5], closedDates: ['2026-12-07', '2026-12-16'] };
    expect(response.json()).toEqual(stored);
    expect((await get()).json()).toEqual(stored);
  });

  it('ignores fields it does not know, such as the places left copied from the days', async () => {
    const response = await put({
      ...schedule,
      note: 'x',
      windows: schedule.windows.map((window) => ({ ...window, remaining: 1, available: true })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(schedule);
  });

  it("lists the next 14 Bahrain days with each window's places left", async () => {
    expect((await put(schedule)).statusCode).toBe(200);
    await bookOrders('2026-12-02', 'morning', 1);
    await bookOrders('2026-12-03', 'morning', 2);
    // Tuesday 1 December 2026, 17:59 in Bahrain (14:59 UTC): a minute before the cut-off.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T17:59:00+03:00') });

    const response = await get('/api/delivery-schedule/days');
    expect(response.statusCode).toBe(200);
    const days = response.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`),
    );
    const day = (date: string) => days.find((entry: { date: string }) => entry.date === date);
    const window = (date: string, id: string) => day(date).windows.find((entry: { id: string }) => entry.id === id);

    // Today is never offered; tomorrow is, until 18:00 today.
    expect(day('2026-12-01').windows.map((entry: { available: boolean }) => entry.available)).toEqual([false, false]);
    expect(window('2026-12-02', 'morning')).toEqual({
      id: 'morning',
      start: '10:00',
      end: '13:00',
      capacity: 2,
      remaining: 1,
      available: true,
    });
    // Full: no place left.
    expect(window('2026-12-03', 'morning')).toMatchObject({ remaining: 0, available: false });
    expect(window('2026-12-03', 'evening')).toMatchObject({ remaining: 5, available: true });
    // Friday 4 December (weekday 5) and Monday 7 December are closed.
    expect(day('2026-12-04')).toMatchObject({ weekday: 5, open: false });
    expect(day('2026-12-07')).toMatchObject({ weekday: 1, open: false });
    expect(window('2026-12-07', 'evening')).toMatchObject({ remaining: 5, available: false });

    // From the cut-off on, tomorrow is gone.
    vi.setSystemTime(new Date('2026-12-01T18:00:00+03:00'));
    const later = (await get('/api/delivery-schedule/days')).json();
    expect(later[1].windows.map((entry: { available: boolean }) => entry.available)).toEqual([false, false]);
    expect(later[2].windows.find((entry: { id: string }) => entry.id === 'evening').available).toBe(true);
  });

  it('is in the OpenAPI document, the change for the admin only', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths;
    expect(paths['/api/delivery-schedule'].get.security).toEqual([]);
    expect(paths['/api/delivery-schedule'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/delivery-schedule/days'].get.operationId).toBe('listDeliveryDays');
  });
});
