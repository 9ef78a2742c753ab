import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Language } from '../localized/language';

/**
 * The shop owner's account. The shop has exactly one: the unique index on a constant
 * (`admin_single_row`) lets the database itself refuse a second row, even when two
 * create-admin requests race past the service's "does one exist?" check.
 */
@Entity({ tableName: 'admin' })
@Unique({ name: 'admin_single_row', expression: 'create unique index "admin_single_row" on "admin" ((true))' })
@ObjectType({ description: "The shop owner's account. The password hash never leaves the server." })
export class Admin {
  [OptionalProps]?: 'createdAt' | 'language';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  /** Trimmed and lower-cased (credential-rules.ts normalizeEmail). */
  @Property({ type: 'string', length: 254, unique: true })
  @Field(() => String)
  email!: string;

  /** argon2id, PHC string format (password-hasher.ts). */
  @Property({ type: 'text' })
  passwordHash!: string;

  /** The language of the back office the owner last used: the owner's emails are written in it. */
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
