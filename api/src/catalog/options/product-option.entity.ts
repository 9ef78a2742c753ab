import { Check, Collection, Entity, OneToMany, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { OwnedBy } from '../../database/owned-by';
import { Product } from '../product.entity';
import { OptionListEntry } from './option-list-entry.entity';
import { ProductOptionChoice } from './product-option-choice.entity';

/**
 * A group of choices a product is sold with: a size (pick one), a flavour, add-ons (pick up to
 * N). Deleting the product deletes its groups; orders keep their own copy of what was chosen.
 */
@Entity({ tableName: 'product_option' })
@Check({ name: 'product_option_max_choices_check', expression: 'max_choices >= 1 and max_choices <= 50' })
@ObjectType({ description: 'A group of choices a product is sold with: a size, a flavour, add-ons.' })
export class ProductOption extends OptionListEntry {
  [OptionalProps]?: 'nameAr' | 'required' | 'maxChoices' | 'position';

  @OwnedBy(() => Product, 'product_option_product_id_index')
  product!: Ref<Product>;

  /** A shopper must pick at least one choice of a required group. */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'A line of the product must carry one of its choices at least.' })
  required: boolean = false;

  /** How many of its choices one line may carry: 1 for a size, more for add-ons. */
  @Property({ type: 'integer', default: 1 })
  @Field(() => Int, { description: 'How many of its choices one line may carry: 1 for a size.' })
  maxChoices: number = 1;

  @OneToMany(() => ProductOptionChoice, (choice) => choice.option, { orderBy: { position: 'asc', id: 'asc' } })
  choices = new Collection<ProductOptionChoice>(this);
}
