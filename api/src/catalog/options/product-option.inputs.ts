import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';

/**
 * What a group and a choice are both given: the id of the one it changes (none for a new one)
 * and its name in English and Arabic.
 */
@InputType()
abstract class OptionNamesInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { description: 'In English. Required; at most 80 characters.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'In Arabic; blank: Arabic readers see the English.' })
  nameAr?: string | null;
}

@InputType({
  description:
    'A choice of a group. With the id of one of the group’s choices it changes that choice; without, it is new.',
})
export class ProductOptionChoiceInput extends OptionNamesInput {
  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      "BD added to the product's price when chosen; negative for less; default 0. No line may come below 0.000.",
  })
  priceDelta?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true; false marks this choice sold out.' })
  available?: boolean | null;
}

@InputType({
  description:
    "A group of choices (a size, add-ons). With the id of one of the product's groups it changes that group; without, it is new.",
})
export class ProductOptionInput extends OptionNamesInput {
  @Field(() => Boolean, { nullable: true, description: 'Whether a shopper must pick one. Default false.' })
  required?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How many of its choices one line may carry: 1 (the default) for a size, more for add-ons.',
  })
  maxChoices?: number | null;

  @Field(() => [ProductOptionChoiceInput], { description: 'In the order shoppers see them; at least one.' })
  choices!: ProductOptionChoiceInput[];
}
