import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { Language } from '../localized/language';

/**
 * An account that signs in to the back office: the shop's first admin (created by
 * create-admin or ADMIN_EMAIL, an owner) and the accounts the owners invite (staff/).
 * Only the first one is not invited: the unique index on a constant over the rows without an
 * invitation (`admin_single_founder`) lets the database itself refuse a second first admin,
 * even when two create-admin requests race past the service's "does one exist?" check.
 */
@Entity({ tableName: 'admin' })
@Unique({
  name: 'admin_single_founder',
  expression: 'create unique index "admin_single_founder" on "admin" ((true)) where "invited_at" is null',
})
@ObjectType({ description: 'An account of the back office. The password hash never leaves the server.' })
export class Admin {
  [OptionalProps]?: 'createdAt' | 'language' | 'role' | 'disabled';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  /** Trimmed and lower-cased (credential-rules.ts normalizeEmail). */
  @Property({ type: 'string', length: 254, unique: true })
  @Field(() => String)
  email!: string;

  /** argon2id, PHC string format (password-hasher.ts); null until an invited person sets theirs. */
  @Property({ type: 'text', nullable: true })
  passwordHash: string | null = null;

  @Enum({ items: Object.values(AdminRole), default: AdminRole.owner })
  @Field(() => AdminRole, { description: 'What the account may do: owner (everything) or staff (the orders).' })
  role: AdminRole = AdminRole.owner;

  /** A disabled account cannot sign in, and its tokens are refused from the next request on. */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  disabled: boolean = false;

  /** Tokens issued before this are refused (disabling ends every session, and re-enabling does not bring them back). */
  @Property({ type: 'datetime', nullable: true })
  sessionsEndedAt: Date | null = null;

  /** The account's last signed-in request, to the minute (request-authenticator.ts). */
  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true })
  lastSeenAt: Date | null = null;

  /** When an owner invited it; null for the shop's first admin. */
  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true })
  invitedAt: Date | null = null;

  /** The language of the back office the account last used: its emails are written in it. */
  @Enum({ items: Object.values(Language), default: Language.en })
  @Field(() => Language, {
    description:
      'The language of the back office the owner last used (updateAdminLanguage, or signing in): their emails are written in it.',
  })
  language: Language = Language.en;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Date = new Date();
}
