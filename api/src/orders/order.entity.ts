import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { AddressPartsView } from '../delivery-areas/address-parts.type';
import type { AddressParts } from '../delivery-areas/delivery-destination';
import { FULFILMENTS, Fulfilment } from '../delivery-areas/fulfilment';
import { MoneyScalar } from '../graphql/money.scalar';
import { Language } from '../localized/language';
import type { VoucherTermsAsPlaced } from '../vouchers/voucher-discount';
import { OrderLine } from './order-line.entity';

/** pending, confirmed and delivered are set freely; cancelled only with a reason, and left only by reopening (order-status-change.ts). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The longest reason kept for a cancellation. */
export const CANCEL_REASON_MAX_LENGTH = 300;

/** A placed cash-on-delivery order. Amounts are whole fils, as priced when it was placed. */
@Entity({ tableName: 'order' })
@Index({ name: 'order_delivery_date_window_index', properties: ['deliveryDate', 'deliveryWindow'] })
@Check({
  name: 'order_amounts_check',
  expression:
    'subtotal_fils >= 0 and delivery_fils >= 0 and discount_fils >= 0 and discount_fils <= subtotal_fils and total_fils = subtotal_fils + delivery_fils - discount_fils',
})
@Check({ name: 'order_pickup_free_check', expression: `fulfilment <> 'pickup' or delivery_fils = 0` })
@ObjectType({ description: 'A cash-on-delivery order, with its prices as they were when it was placed.' })
export class Order {
  [OptionalProps]?:
    | 'createdAt'
    | 'status'
    | 'note'
    | 'paymentMethod'
    | 'voucherCode'
    | 'idempotencyKey'
    | 'requestHash'
    | 'deliveryDate'
    | 'deliveryWindow'
    | 'deliveryWindowStart'
    | 'deliveryWindowEnd'
    | 'fulfilment'
    | 'areaId'
    | 'areaName'
    | 'areaNameAr'
    | 'zoneName'
    | 'zoneNameAr'
    | 'addressParts'
    | 'whatsappDigits'
    | 'language'
    | 'cancelReason'
    | 'version'
    | 'voucherTerms';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  @Index({ name: 'order_created_at_index' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Enum({ items: [...ORDER_STATUSES], default: 'pending' })
  @Field(() => String, { description: 'pending, confirmed, delivered or cancelled.' })
  status: OrderStatus = 'pending';

  /** Why the owner or staff cancelled it; cleared when the order is reopened (the activity record keeps it). */
  @Property({ type: 'string', length: CANCEL_REASON_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true, description: 'Why the order was cancelled; null unless it is cancelled.' })
  cancelReason: string | null = null;

  @Property({ type: 'string', length: 120 })
  @Field(() => String)
  customerName!: string;

  @Property({ type: 'string', length: 40 })
  @Field(() => String)
  whatsapp!: string;

  // The number as the owner's search compares it (order-search.ts): its international digits,
  // computed by the database's `whatsapp_digits` on each write; never loaded, never written.
  @Property({ type: 'text', generated: '(whatsapp_digits(whatsapp)) stored', lazy: true, hidden: true, nullable: true })
  whatsappDigits?: string;

  @Property({ type: 'text' })
  @Field(() => String)
  address!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String)
  note: string = '';

  @Property({ type: 'string', length: 20, default: 'cash' })
  @Field(() => String, { description: 'Always cash (cash on delivery).' })
  paymentMethod: string = 'cash';

  @Property({ type: 'integer' })
  @Field(() => MoneyScalar, { name: 'subtotal' })
  subtotalFils!: number;

  @Property({ type: 'integer' })
  @Field(() => MoneyScalar, { name: 'deliveryCharge' })
  deliveryFils!: number;

  @Property({ type: 'integer' })
  @Field(() => MoneyScalar, { name: 'discount' })
  discountFils!: number;

  @Property({ type: 'integer' })
  @Field(() => MoneyScalar, { name: 'total' })
  totalFils!: number;

  /** As entered and applied; kept when the voucher is later changed or deleted. */
  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, { nullable: true })
  voucherCode: string | null = null;

  /** The voucher's terms when the order was placed: a changed order's discount is judged by them (order-change.ts). */
  @Property({ type: 'json', nullable: true })
  voucherTerms: VoucherTermsAsPlaced | null = null;

  /** Counted up by every change of the order, so a change made on an older copy is refused (409), not lost. */
  @Property({ type: 'integer', default: 1 })
  @Field(() => Int, {
    description:
      'Counts up with every change of the order (its lines, time, address, note or status): send it back with updateOrder to refuse a change made on an older copy.',
  })
  version: number = 1;

  /** A client's Idempotency-Key: a retry with it answers this order instead of placing another. */
  @Property({ type: 'string', length: 200, nullable: true })
  @Unique({ name: 'order_idempotency_key_unique' })
  idempotencyKey: string | null = null;

  /** Fingerprint of the request that placed the order, to refuse a key reused for another order. */
  @Property({ type: 'string', length: 64, nullable: true })
  requestHash: string | null = null;

  /** The Bahrain day ('YYYY-MM-DD') and delivery window id chosen under the delivery schedule; null without one. */
  @Property({ type: 'date', nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      "The delivery day chosen at checkout, 'YYYY-MM-DD' in Bahrain; null when the order was placed without the delivery schedule.",
  })
  deliveryDate: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The id of the delivery window chosen at checkout; null without a delivery day.',
  })
  deliveryWindow: string | null = null;

  /** The window's times as booked: the owner may edit the window later, the order keeps what the shopper chose. */
  @Property({ type: 'string', length: 5, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "When the delivery window starts, 'HH:MM' Bahrain time, as it was when the order was placed.",
  })
  deliveryWindowStart: string | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "When the delivery window ends, 'HH:MM' Bahrain time, as it was when the order was placed.",
  })
  deliveryWindowEnd: string | null = null;

  @Enum({ items: [...FULFILMENTS], default: Fulfilment.delivery })
  @Field(() => Fulfilment, { description: 'Delivered to the address, or collected from the shop (free).' })
  fulfilment: Fulfilment = Fulfilment.delivery;

  /** The delivery area chosen at checkout while areas were on; its names and zone are copied below as they were. */
  @Property({ type: 'integer', nullable: true })
  @Field(() => ID, {
    nullable: true,
    description: 'The delivery area chosen at checkout; null for pickup and for orders placed while areas were off.',
  })
  areaId: number | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  @Field(() => String, { name: 'area', nullable: true, description: "The area's English name as it was when placed." })
  areaName: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  @Field(() => String, { name: 'areaAr', nullable: true, description: "The area's Arabic name as it was when placed." })
  areaNameAr: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  @Field(() => String, {
    name: 'zone',
    nullable: true,
    description: "The area's zone, English name as it was when placed (the driver's route goes zone by zone).",
  })
  zoneName: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  @Field(() => String, { name: 'zoneAr', nullable: true, description: "The zone's Arabic name as it was when placed." })
  zoneNameAr: string | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => AddressPartsView, {
    nullable: true,
    description: 'The address as its numbers, given with delivery areas on; null otherwise (see address).',
  })
  addressParts: AddressParts | null = null;

  /** The page language the shopper ordered in (the request's): the owner writes back to them in it. */
  @Enum({ items: Object.values(Language), default: Language.en })
  @Field(() => Language, {
    description: "The language the order was placed in (the shop page's, en or ar): write to the customer in it.",
  })
  language: Language = Language.en;

  @OneToMany(() => OrderLine, (line) => line.order, { orderBy: { id: 'asc' } })
  items = new Collection<OrderLine>(this);
}
