import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OwnedBy } from '../database/owned-by';
import type { SoldChoice } from '../catalog/options/chosen-options';
import { Product } from '../catalog/product.entity';
import { MoneyScalar } from '../graphql/money.scalar';
import { Order } from './order.entity';

/**
 * One product of an order with its name and unit price AS SOLD: editing or deleting the
 * product later changes nothing here (a deleted product leaves productId null).
 */
@Entity({ tableName: 'order_line' })
@Check({ name: 'order_line_quantity_check', expression: 'quantity >= 1 and quantity <= 999' })
@Check({ name: 'order_line_unit_price_fils_check', expression: 'unit_price_fils >= 0' })
@ObjectType({ description: 'A product of an order, named and priced as it was sold.' })
export class OrderLine {
  [OptionalProps]?: 'product' | 'productId' | 'lineTotal' | 'nameAr' | 'message' | 'choices';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID, { description: 'The line, as updateOrder names the lines it keeps.' })
  id!: number;

  @OwnedBy(() => Order, 'order_line_order_id_index')
  order!: Ref<Order>;

  @Index({ name: 'order_line_product_id_index' })
  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null', updateRule: 'cascade' })
  product: Ref<Product> | null = null;

  @Field(() => ID, { nullable: true, description: 'Null once the product has been deleted.' })
  get productId(): number | null {
    return this.product?.id ?? null;
  }

  /** The product's English and Arabic names when sold; GraphQL answers them in the request's language (OrderLineResolver). */
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Property({ type: 'string', length: 160, default: '' })
  nameAr: string = '';

  @Property({ type: 'integer' })
  @Field(() => MoneyScalar, { name: 'price', description: 'The unit price.' })
  unitPriceFils!: number;

  @Property({ type: 'integer' })
  @Field(() => Int)
  quantity!: number;

  /** What the shopper asked to have written on it; lines of one product with different messages stay apart. */
  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The message the shopper asked for on this line (the text on the cake); null when none.',
  })
  message: string | null = null;

  /** The choices as sold, both languages' names and price differences copied; [] for a product sold without. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  choices: SoldChoice[] = [];

  @Field(() => MoneyScalar, { description: 'price x quantity.' })
  get lineTotal(): number {
    return this.unitPriceFils * this.quantity;
  }
}
