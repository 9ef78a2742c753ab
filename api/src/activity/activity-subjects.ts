import type { Ref } from '@mikro-orm/core';
import { Admin } from '../auth/admin.entity';
import { ProductOptionChoice } from '../catalog/options/product-option-choice.entity';
import { ProductOption } from '../catalog/options/product-option.entity';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { DeliverySchedule } from '../delivery/delivery-schedule.entity';
import { DeliveryAreaSettings } from '../delivery-areas/delivery-area-settings.entity';
import { DeliveryArea } from '../delivery-areas/delivery-area.entity';
import { DeliveryZone } from '../delivery-areas/delivery-zone.entity';
import { Order } from '../orders/order.entity';
import { SiteSettings } from '../settings/site-settings.entity';
import { Voucher } from '../vouchers/voucher.entity';
import { ActivityAction, ActivityEntity, type ChangeAction } from './activity-kinds';

/** How the record treats the rows of one entity class. */
export interface ActivitySubject<Row = never> {
  entity: ActivityEntity;
  /** The changes recorded; every create, update and delete unless narrowed. */
  actions?: readonly ChangeAction[];
  /** Only these fields are recorded (an order's status: the rest is the shopper's, as placed). */
  only?: readonly string[];
  /** Fields left out: bookkeeping nobody chose to change (timestamps, counters, the last request). */
  ignored?: readonly string[];
  /** Fields whose values never enter the record: it says that they changed, never to what. */
  secret?: readonly string[];
  /** What the row is called, so an entry reads without looking it up. */
  label?: (row: Row) => string | null;
}

/** Timestamps the database or the ORM keep: a change of them alone is no change of the owner's. */
const TIMESTAMPS = ['createdAt', 'updatedAt'];

/** The name of a row a reference points to, when it is loaded (an option's product, a choice's group). */
function loadedName(reference: Ref<{ name: string }> | undefined): string | null {
  const row = reference?.unwrap();
  return typeof row?.name === 'string' ? row.name : null;
}

const inParent = (name: string, parent: string | null) => (parent ? `${name} (${parent})` : name);

/** An entity class, as the record looks its rows up. */
export type RowClass = abstract new (...args: never[]) => object;

function subject<Row extends object>(row: abstract new (...args: never[]) => Row, subject: ActivitySubject<Row>) {
  return [row as RowClass, subject as unknown as ActivitySubject<unknown>] as const;
}

/**
 * Every table the owner's changes write, and how its changes are recorded. A change through the
 * unit of work to one of these is recorded by itself (activity-recorder.ts); a service writing
 * them with native SQL would escape it, so theirs go through the unit of work. The theme and the
 * mobile settings live in the owner's browser (docs/product.md#theme-colours): no change of them
 * reaches the server to record.
 */
export const ACTIVITY_SUBJECTS: ReadonlyMap<RowClass, ActivitySubject<unknown>> = new Map<
  RowClass,
  ActivitySubject<unknown>
>([
  subject(Product, { entity: ActivityEntity.product, ignored: TIMESTAMPS, label: (row) => row.name }),
  subject(ProductOption, {
    entity: ActivityEntity.productOption,
    label: (row) => inParent(row.name, loadedName(row.product)),
  }),
  subject(ProductOptionChoice, {
    entity: ActivityEntity.productOptionChoice,
    label: (row) => inParent(row.name, loadedName(row.option)),
  }),
  subject(Category, { entity: ActivityEntity.category, ignored: TIMESTAMPS, label: (row) => row.name }),
  // How many orders used a voucher is counted by the orders, not changed by anyone.
  subject(Voucher, { entity: ActivityEntity.voucher, ignored: [...TIMESTAMPS, 'usedCount'], label: (row) => row.code }),
  subject(SiteSettings, { entity: ActivityEntity.settings, ignored: TIMESTAMPS }),
  subject(DeliverySchedule, { entity: ActivityEntity.deliverySchedule }),
  subject(DeliveryAreaSettings, { entity: ActivityEntity.deliveryAreas }),
  subject(DeliveryZone, { entity: ActivityEntity.deliveryZone, label: (row) => row.name }),
  subject(DeliveryArea, {
    entity: ActivityEntity.deliveryArea,
    label: (row) => inParent(row.name, loadedName(row.zone)),
  }),
  // Shoppers place orders; the back office changes only their status.
  subject(Order, {
    entity: ActivityEntity.order,
    actions: [ActivityAction.update],
    only: ['status', 'cancelReason'],
    label: (row) => row.customerName,
  }),
  // The language is the one the account last read the back office in: the back office sets it
  // as it is used (signing in, switching the page's language), nobody changes it as such.
  subject(Admin, {
    entity: ActivityEntity.account,
    ignored: ['createdAt', 'lastSeenAt', 'language'],
    secret: ['passwordHash'],
    label: (row) => row.email,
  }),
]);

/** How a secret's value reads in the record: it was there (or not), never what it was. A new object each time: the insert takes it over. */
export const redacted = () => ({ redacted: true });
