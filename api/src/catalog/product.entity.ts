import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';
import { Category } from './category.entity';
import { SEARCH_DOCUMENT_EXPRESSION, SEARCH_INDEX, SEARCH_NAME_EXPRESSION } from './product-search-text';

@Entity({ tableName: 'product' })
@Index(SEARCH_INDEX)
@ObjectType({ description: 'Something the bakery sells.' })
export class Product {
  [OptionalProps]?:
    | 'description'
    | 'nameAr'
    | 'descriptionAr'
    | 'image'
    | 'featured'
    | 'available'
    | 'messageMaxLength'
    | 'categoryId'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  // The owner's texts, English and Arabic: GraphQL answers them in the request's language
  // (ProductResolver), and as stored through `translation`.
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Property({ type: 'string', length: 160, default: '' })
  nameAr: string = '';

  @Property({ type: 'text', default: '' })
  description: string = '';

  @Property({ type: 'text', default: '' })
  descriptionAr: string = '';

  /** Integer fils; exposed as `price` in BD. */
  @Property({ type: 'integer', fieldName: 'price_fils' })
  @Check({ name: 'product_price_fils_check', expression: 'price_fils >= 0' })
  @Field(() => MoneyScalar, { name: 'price' })
  priceFils!: number;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Path under /uploads or a full URL.' })
  image: string | null = null;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  featured: boolean = false;

  /** False while the product is sold out: shown, but not orderable. */
  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean, {
    description: 'False while sold out: still listed, but orders with it are refused (CONFLICT).',
  })
  available: boolean = true;

  /** A message on the cake: the longest the product takes, or null when it takes none. */
  @Property({ type: 'integer', nullable: true })
  @Check({
    name: 'product_message_max_length_check',
    expression: 'message_max_length >= 1 and message_max_length <= 200',
  })
  @Field(() => Int, {
    nullable: true,
    description:
      'The longest message (in characters) a shopper may write for this product, such as the text on a cake; null when it takes none.',
  })
  messageMaxLength: number | null = null;

  /** Resolved by ProductResolver from the populated reference. */
  @Index({ name: 'product_category_id_index' })
  @ManyToOne(() => Category, { ref: true, deleteRule: 'restrict', updateRule: 'cascade' })
  category!: Ref<Category>;

  @Field(() => ID)
  get categoryId(): number {
    return this.category.id;
  }

  // The texts the catalogue search compares (product-search.ts), folded and kept by the
  // database itself; never loaded with the product, never written by it.
  @Property({ type: 'text', generated: SEARCH_NAME_EXPRESSION, lazy: true, hidden: true, nullable: true })
  searchName?: string;

  @Property({ type: 'text', generated: SEARCH_DOCUMENT_EXPRESSION, lazy: true, hidden: true, nullable: true })
  searchDocument?: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
