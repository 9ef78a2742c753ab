import { afterAll, beforeAll } from 'vitest';
import {
  deliverySchedule,
  productNamed,
  saveDeliverySchedule,
  setMessageMaxLength,
  type ApiProduct,
  type DeliverySchedule,
} from './admin-api';

/** The seeded cake the made-to-order files order, and what they ask to have written on it. */
export const CAKE = 'Chocolate Fudge Cake';
export const MESSAGE = 'Happy Birthday Sara';
/** The longest message the cake takes while those files run. */
export const MESSAGE_MAX_LENGTH = 40;

/**
 * The cake taking a message, for the tests of one file that may also change the delivery
 * schedule: what the shop had (the schedule, the cake's own limit) is kept first, and put back
 * after the file's tests whatever fails, since the files after it check out without them. Call it
 * inside the file's describe, before the file's own hooks; `cake` is there once its beforeAll ran.
 */
export function useCakeWithMessage(): { readonly cake: ApiProduct | undefined } {
  let scheduleBefore: DeliverySchedule | undefined;
  let cakeBefore: ApiProduct | undefined;
  beforeAll(async () => {
    scheduleBefore = await deliverySchedule();
    cakeBefore = await productNamed(CAKE);
    await setMessageMaxLength(cakeBefore.id, MESSAGE_MAX_LENGTH);
  });
  afterAll(async () => {
    try {
      if (scheduleBefore) await saveDeliverySchedule(scheduleBefore);
    } finally {
      if (cakeBefore) await setMessageMaxLength(cakeBefore.id, cakeBefore.messageMaxLength);
    }
  });
  return {
    get cake() {
      return cakeBefore;
    },
  };
}
