import { registerEnumType } from 'type-graphql';

/**
 * What an entry of the activity record says happened. Stored and answered over REST as the
 * values ('sign-in'); GraphQL names them by the keys (signIn), as its enum values cannot hold
 * a hyphen.
 */
export const ActivityAction = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  signIn: 'sign-in',
  signInFailed: 'sign-in-failed',
  signOut: 'sign-out',
} as const;
export type ActivityAction = (typeof ActivityAction)[keyof typeof ActivityAction];

/** The changes of an entity the record keeps: made through the unit of work (activity-subject.ts). */
export type ChangeAction = typeof ActivityAction.create | typeof ActivityAction.update | typeof ActivityAction.delete;

/**
 * What an entry is about: one kind per table the owner's changes write, so an entry names the
 * very row that changed. Sign-ins and sign-outs are about an account.
 */
export const ActivityEntity = {
  product: 'product',
  productOption: 'product-option',
  productOptionChoice: 'product-option-choice',
  category: 'category',
  voucher: 'voucher',
  settings: 'settings',
  deliverySchedule: 'delivery-schedule',
  deliveryAreas: 'delivery-areas',
  deliveryZone: 'delivery-zone',
  deliveryArea: 'delivery-area',
  order: 'order',
  account: 'account',
} as const;
export type ActivityEntity = (typeof ActivityEntity)[keyof typeof ActivityEntity];

export const ACTIVITY_ACTIONS: readonly ActivityAction[] = Object.values(ActivityAction);
export const ACTIVITY_ENTITIES: readonly ActivityEntity[] = Object.values(ActivityEntity);

registerEnumType(ActivityAction, {
  name: 'ActivityAction',
  description:
    'create, update, delete: a change (before and after hold its fields); signIn, signInFailed, signOut: a session (with the client address).',
});

registerEnumType(ActivityEntity, {
  name: 'ActivityEntity',
  description:
    "What an entry is about: a product, one of its option groups or their choices, a category, a voucher, the site settings, the delivery schedule, the delivery areas' switches, a delivery zone or area, an order (its status, or a change of its lines, time, address or note) or an account.",
});
