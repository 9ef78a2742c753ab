import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { JsonObjectScalar } from '../graphql/json-object.scalar';
import { ActivityAction, ActivityEntity } from './activity-kinds';

/** The values of an entry's fields, by their stored names (amounts in fils, as `priceFils`). */
export type FieldValues = Record<string, unknown>;

@ObjectType({
  description:
    'Who did it: the account signed in, kept as it was then (a removed account stays named). A failed sign-in names the email typed, without an id; a change nobody signed in for (an accepted invitation aside, the first account) has neither.',
})
export class ActivityActor {
  @Field(() => ID, { nullable: true })
  id!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;
}

/**
 * One line of the activity record: a change to the shop made by an account (written in the
 * change's own transaction, activity-recorder.ts) or a sign-in, failed sign-in or sign-out.
 * The account is kept as its id and email at the time, not a reference: removing the account
 * leaves its history as it was.
 */
@Entity({ tableName: 'activity_entry' })
@Index({ name: 'activity_entry_at_index', properties: ['at', 'id'] })
@ObjectType({ description: 'One change to the shop, or one sign-in, failed sign-in or sign-out, with who and when.' })
export class ActivityEntry {
  // The actor is read from its two columns, never written.
  [OptionalProps]?: 'at' | 'actor';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date)
  at: Date = new Date();

  @Index({ name: 'activity_entry_actor_id_index' })
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  actorEmail: string | null = null;

  @Field(() => ActivityActor)
  get actor(): ActivityActor {
    return { id: this.actorId === null ? null : String(this.actorId), email: this.actorEmail };
  }

  @Property({ type: 'string', length: 20 })
  @Field(() => ActivityAction)
  action!: ActivityAction;

  @Index({ name: 'activity_entry_entity_index' })
  @Property({ type: 'string', length: 40 })
  @Field(() => ActivityEntity)
  entity!: ActivityEntity;

  /** The changed row's id; null for a failed sign-in with an email no account has. */
  @Property({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: "The row's id (the settings and schedules are row 1)." })
  entityId: number | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      "What the row was called when it changed (a product's or zone's name, a voucher's code, an order's customer, an account's email), so the entry reads without it; null for the settings and schedules.",
  })
  label: string | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => JsonObjectScalar, {
    nullable: true,
    description:
      'The changed fields as they were, by their stored names (amounts in fils: priceFils); every field of a deleted row; null for a new one and for sign-ins and sign-outs. Secrets read {"redacted": true}.',
  })
  before: FieldValues | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => JsonObjectScalar, {
    nullable: true,
    description:
      "The changed fields as they became; every field of a new row; null for a deleted one and for sign-ins. A sign-out's says which sessions it ended: {sessions: 'this' | 'another' | 'others' | 'all'}.",
  })
  after: FieldValues | null = null;

  /** The client address of a sign-in, failed sign-in or sign-out (as Fastify reads it, TRUST_PROXY-aware). */
  @Property({ type: 'string', length: 64, nullable: true })
  @Field(() => String, { nullable: true, description: 'The client address of a sign-in, failed sign-in or sign-out.' })
  address: string | null = null;
}
