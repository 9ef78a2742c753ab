import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'category' })
@ObjectType({ description: 'A group of products, such as cakes or baking mixes.' })
export class Category {
  [OptionalProps]?: 'description' | 'image' | 'displayImage' | 'showOnHomepage' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'string', length: 120 })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text', default: '' })
  @Field(() => String)
  description: string = '';

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Path under /uploads or a full URL.' })
  image: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'The image shown on the homepage card.' })
  displayImage: string | null = null;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  showOnHomepage: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
