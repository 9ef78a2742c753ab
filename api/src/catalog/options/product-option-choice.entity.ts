import { Check, Entity, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { OwnedBy } from '../../database/owned-by';
import { MoneyScalar } from '../../graphql/money.scalar';
import { OptionListEntry } from './option-list-entry.entity';
import { ProductOption } from './product-option.entity';

/** One choice of a group (8 inch, Candles) and what it adds to, or takes from, the product's price. */
@Entity({ tableName: 'product_option_choice' })
@Check({
  name: 'product_option_choice_price_delta_fils_check',
  expression: 'price_delta_fils >= -1000000000 and price_delta_fils <= 1000000000',
})
@ObjectType({ description: "One choice of a group and what it adds to, or takes from, the product's price." })
export class ProductOptionChoice extends OptionListEntry {
  [OptionalProps]?: 'nameAr' | 'priceDeltaFils' | 'available' | 'position';

  @OwnedBy(() => ProductOption, 'product_option_choice_option_id_index')
  option!: Ref<ProductOption>;

  /** Whole fils added to the product's price when chosen; negative for a smaller size. */
  @Property({ type: 'integer', default: 0 })
  @Field(() => MoneyScalar, {
    name: 'priceDelta',
    description: "Added to the product's price when chosen; negative for less.",
  })
  priceDeltaFils: number = 0;

  /** False while this choice is sold out: shown, but an order with it is refused. */
  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean, { description: 'False while sold out: shown, but orders with it are refused (CONFLICT).' })
  available: boolean = true;
}
