import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Admin } from '../admin.entity';

/**
 * One signed-in device of an account: a sign-in, from then until it signs out, is signed out
 * from another device, or its token expires. Written when the token is issued (signing in,
 * accepting an invitation); the request authenticator notes its last use. Ending a session
 * revokes its token by id (revoked_token) and deletes the row; rows past their expiry prove
 * nothing and are purged on the way. Tokens issued before sessions were recorded have no row
 * until their owner looks at the list (sessions.service.ts).
 */
@Entity({ tableName: 'admin_session' })
@ObjectType({ description: 'A signed-in device of the account: one sign-in, until it signs out or its token expires.' })
export class AdminSession {
  [OptionalProps]?: 'lastUsedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  /** The token's id (its jti). Never answered: it names the token the device holds. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenId!: string;

  @Index({ name: 'admin_session_admin_id_index' })
  @ManyToOne(() => Admin, { fieldName: 'admin_id', ref: true, deleteRule: 'cascade', updateRule: 'cascade' })
  admin!: Ref<Admin>;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When the device signed in (the token was issued).' })
  signedInAt!: Date;

  /** Noted by the request authenticator, at most once a minute. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'Its last signed-in request, to the minute.' })
  lastUsedAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When its token expires: the device must sign in again then.' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      "The browser or program, read from its User-Agent when it signed in ('Chrome', 'Safari', 'curl'); null when it said nothing.",
  })
  browser: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      "The device's system, from its User-Agent ('iPhone', 'Android', 'Windows', 'macOS'); null when unknown.",
  })
  platform: string | null = null;

  @Property({ type: 'string', length: 45, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The client address it signed in from (behind a proxy, as TRUST_PROXY allows reading it).',
  })
  address: string | null = null;
}
