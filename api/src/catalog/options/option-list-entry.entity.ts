import { PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * What a product's group of choices and a group's choice both are: an entry of an ordered
 * list under its parent, named by the owner in English and Arabic (the Arabic empty until
 * written: Arabic readers see the English). Each table keeps these columns as its own; this
 * class only states them once.
 */
// Registered with type-graphql so that its `id` field passes to the group and choice types; no
// field answers this class itself, so it is no type of the schema.
@ObjectType()
export abstract class OptionListEntry {
  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  /** Where the entry stands in its parent's list, from 0. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 80, default: '' })
  nameAr: string = '';
}
