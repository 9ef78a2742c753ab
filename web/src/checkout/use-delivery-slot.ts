import { useState } from 'react';
import type { Fulfilment } from '@crumb/shared/schema-types';
import { useQuery } from '@apollo/client/react';
import { type CheckoutDeliveryDaysQuery, CheckoutDeliveryDaysDocument } from '../graphql/generated';

export type DeliveryDayOption = CheckoutDeliveryDaysQuery['deliveryDays'][number];
export type DeliveryWindowOption = DeliveryDayOption['windows'][number];

/** What the shopper picked: a Bahrain day and a window id. */
export interface DeliverySlotChoice {
  date?: string;
  window?: string;
}

/** The chosen slot as the order sends it and the pages show it, once both halves are chosen. */
export interface ChosenDeliverySlot {
  date: string;
  window: string;
  start: string;
  end: string;
}

/** A day the shopper may pick: open, with at least one window still to be had. */
export const isDayBookable = (day: DeliveryDayOption) => day.open && day.windows.some((window) => window.available);

/**
 * The delivery day and window at checkout. The owner's schedule decides whether it is
 * asked at all (no days while it is off); asked fresh from the server on every visit, since
 * places run out, and again for the other method when the shopper switches between delivery
 * and pickup (the owner may count their places apart). A choice that stops being available is dropped.
 * `kept` is the choice the shopper made before a reload, offered again while it can be booked.
 */
export function useDeliverySlot(fulfilment: Fulfilment, kept: DeliverySlotChoice = {}) {
  // Never from the cache and never rendered on the server: the places left change all the time.
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(CheckoutDeliveryDaysDocument, {
    variables: { fulfilment },
    fetchPolicy: 'network-only',
    ssr: false,
    notifyOnNetworkStatusChange: true,
  });
  // While the other method's places are on their way, the field stays as it was rather than vanish.
  const data = current ?? previousData;
  const [choice, setChoice] = useState<DeliverySlotChoice>(kept);
  const days = data?.deliveryDays ?? [];
  const day = days.find((item) => item.date === choice.date && isDayBookable(item));
  const window = day?.windows.find((item) => item.id === choice.window && item.available);
  const chosen: ChosenDeliverySlot | undefined =
    day && window ? { date: day.date, window: window.id, start: window.start, end: window.end } : undefined;

  return {
    /** Whether checkout asks for a day: the schedule is on (or its answer is still awaited). */
    required: days.length > 0,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    days,
    /** The chosen day while it can still be booked. */
    date: day?.date,
    /** The chosen window of that day while it has places. */
    windowId: window?.id,
    chosen,
    /**
     * What checkout keeps across a reload: once the days are known, only the day and window still
     * offered (a full or past one is dropped); the choice as made while they are on their way.
     */
    kept: data ? { ...(day && { date: day.date }), ...(window && { window: window.id }) } : choice,
    chooseDay: (date: string) => setChoice((current) => (current.date === date ? current : { date })),
    chooseWindow: (windowId: string) => setChoice((current) => ({ ...current, window: windowId })),
    /** Asks for the days again, e.g. after the server refused a window that filled up meanwhile. */
    refresh: () => void refetch().catch(() => undefined),
  };
}

export type DeliverySlot = ReturnType<typeof useDeliverySlot>;
