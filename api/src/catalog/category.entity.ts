import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'category' })
@ObjectType({ description: 'A group of products, such as cakes or baking mixes.' })
export class Category {
  [OptionalProps]?:
    | 'description'
    | 'nameAr'
    | 'descriptionAr'
    | 'image'
    | 'displayImage'
    | 'showOnHomepage'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  // The owner's texts, English and Arabic: GraphQL answers them in the request's language
  // (CategoryResolver), and as stored through `translation`.
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 120, default: '' })
  nameAr: string = '';

  @Property({ type: 'text', default: '' })
  description: string = '';

  @Property({ type: 'text', default: '' })
  descriptionAr: string = '';

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
