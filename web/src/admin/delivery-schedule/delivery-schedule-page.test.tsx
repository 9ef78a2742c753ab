import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveryScheduleInput } from '@crumb/shared/schema-types';
import { DeliveryScheduleDocument, UpdateDeliveryScheduleDocument } from '@crumb/shared/shared-operations';
import { refusal } from '../../testing/api-errors';
import { axeViolations } from '../../testing/axe-violations';
import { failingQuery } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';

type StoredSchedule = DeliveryScheduleInput & { capacityPerMethod: boolean };

const stored: StoredSchedule = {
  enabled: false,
  leadTimeHours: 24,
  cutoffTime: '18:00',
  closedWeekdays: [5],
  closedDates: ['2026-12-16'],
  windows: [
    { id: 'morning', start: '10:00', end: '13:00', capacity: 10 },
    { id: 'evening', start: '16:00', end: '20:00', capacity: 6 },
  ],
  capacityPerMethod: false,
};

const answer = (schedule: StoredSchedule) => ({
  __typename: 'DeliveryScheduleView',
  ...schedule,
  windows: schedule.windows.map((window) => ({ __typename: 'DeliveryWindow', ...window })),
});

/** Serves the schedule and records every save, answering it as the API does: weekdays, dates and windows sorted. */
function serveSchedule(schedule = stored) {
  const saves: DeliveryScheduleInput[] = [];
  server.use(
    graphql.query(DeliveryScheduleDocument, () => HttpResponse.json({ data: { deliverySchedule: answer(schedule) } })),
    graphql.mutation(UpdateDeliveryScheduleDocument, ({ variables }) => {
      saves.push(variables.input);
      const sorted = {
        ...variables.input,
        capacityPerMethod: variables.input.capacityPerMethod ?? schedule.capacityPerMethod,
        closedWeekdays: [...variables.input.closedWeekdays].sort(),
        closedDates: [...variables.input.closedDates].sort(),
        windows: [...variables.input.windows].sort((a, b) => a.start.localeCompare(b.start)),
      };
      return HttpResponse.json({ data: { updateDeliverySchedule: answer(sorted) } });
    }),
  );
  return saves;
}

const windowGroup = (number: number) => within(screen.getByRole('group', { name: `Window ${number}` }));

describe('Delivery Schedule (/admin/delivery)', () => {
  it('shows the stored schedule: off, lead time, cut-off, closed Friday and date, and its windows', async () => {
    serveSchedule();
    const { container } = await renderAdminRoute('/admin/delivery');

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Let shoppers choose a delivery day and window' })).not.toBeChecked();
    expect(screen.getByLabelText('Lead time (hours)')).toHaveValue(24);
    expect(screen.getByLabelText('Cut-off time for next-day orders')).toHaveValue('18:00');
    const weekdays = within(screen.getByRole('group', { name: 'Closed every week' }));
    expect(weekdays.getAllByRole('checkbox')).toHaveLength(7);
    expect(weekdays.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(weekdays.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Closed dates' })).getByText('2026-12-16')).toBeInTheDocument();
    expect(windowGroup(1).getByLabelText('Start')).toHaveValue('10:00');
    expect(windowGroup(2).getByLabelText('End')).toHaveValue('20:00');
    expect(windowGroup(2).getByLabelText('Orders per day')).toHaveValue(6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the whole schedule the owner edited and shows what the server kept', async () => {
    const saves = serveSchedule();
    const { user } = await renderAdminRoute('/admin/delivery');
    await screen.findByRole('heading', { level: 1, name: 'Delivery Schedule' });

    await user.click(screen.getByRole('switch', { name: 'Let shoppers choose a delivery day and window' }));
    await user.clear(screen.getByLabelText('Lead time (hours)'));
    await user.type(screen.getByLabelText('Lead time (hours)'), '48');
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.type(screen.getByLabelText('Date to close'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await user.click(screen.getByRole('button', { name: 'Remove window 1' }));
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    await user.type(windowGroup(2).getByLabelText('Start'), '08:00');
    await user.type(windowGroup(2).getByLabelText('End'), '09:30');
    await user.clear(windowGroup(2).getByLabelText('Orders per day'));
    await user.type(windowGroup(2).getByLabelText('Orders per day'), '4');
    const perMethod = screen.getByRole('switch', { name: 'Count deliveries and pickups apart' });
    expect(perMethod).not.toBeChecked();
    await user.click(perMethod);
    await user.click(screen.getByRole('button', { name: 'Save Delivery Schedule' }));

    expect(await screen.findByText('Delivery schedule saved!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        enabled: true,
        leadTimeHours: 48,
        cutoffTime: '18:00',
        closedWeekdays: [0],
        closedDates: ['2026-12-01', '2026-12-16'],
        windows: [
          { id: 'evening', start: '16:00', end: '20:00', capacity: 6 },
          { id: 'window-2', start: '08:00', end: '09:30', capacity: 4 },
        ],
        capacityPerMethod: true,
      },
    ]);
    // The server's order: the new early window comes first now.
    expect(windowGroup(1).getByLabelText('Start')).toHaveValue('08:00');
    expect(windowGroup(2).getByLabelText('Start')).toHaveValue('16:00');
    expect(screen.getByRole('switch', { name: 'Count deliveries and pickups apart' })).toBeChecked();
  });

  it('points at a window that ends before it starts, and sends nothing', async () => {
    const saves = serveSchedule();
    const { user } = await renderAdminRoute('/admin/delivery');
    const end = await screen.findByLabelText('End', { selector: '#delivery-window-1-end' });

    await user.clear(end);
    await user.type(end, '15:00');
    await user.click(screen.getByRole('button', { name: 'Save Delivery Schedule' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Window 2 must end after it starts');
    expect(end).toHaveFocus();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('refuses a lead time over two weeks before sending', async () => {
    const saves = serveSchedule();
    const { user } = await renderAdminRoute('/admin/delivery');
    const leadTime = await screen.findByLabelText('Lead time (hours)');

    await user.clear(leadTime);
    await user.type(leadTime, '400');
    await user.click(screen.getByRole('button', { name: 'Save Delivery Schedule' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The lead time must be a whole number of hours from 0 to 336');
    expect(leadTime).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it("says 'Failed to save the delivery schedule: ' and the server's reason", async () => {
    serveSchedule();
    server.use(
      graphql.mutation(UpdateDeliveryScheduleDocument, () => refusal('closedDates must hold dates as YYYY-MM-DD')),
    );
    const { user } = await renderAdminRoute('/admin/delivery');

    await user.click(await screen.findByRole('button', { name: 'Save Delivery Schedule' }));

    expect(
      await screen.findByText('Failed to save the delivery schedule: closedDates must hold dates as YYYY-MM-DD'),
    ).toBeInTheDocument();
  });

  it('says so with Try Again when the schedule does not load', async () => {
    server.use(failingQuery(DeliveryScheduleDocument));
    await renderAdminRoute('/admin/delivery');

    expect(await screen.findByText('Error loading the delivery schedule. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('reads in Arabic, its times and dates left to right', async () => {
    serveSchedule();
    const { container } = await renderAdminRoute('/admin/delivery', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'جدول التوصيل' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'الجمعة' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'الفترة 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('آخر موعد لطلبات اليوم التالي')).toHaveAttribute('dir', 'ltr');
    expect(await axeViolations(container)).toEqual([]);
  });
});
