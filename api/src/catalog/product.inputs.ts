import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';
import { OptionalMultiLineText } from '../input-safety';
import { ArabicTextsField, CatalogTranslationInput } from './catalog-translation.type';
import { ProductOptionInput } from './options/product-option.inputs';

@InputType({ description: 'A new product. The image arrives as a file in the `image` argument.' })
export class ProductInput {
  @Field(() => String, { description: 'In English. Required; at most 160 characters.' })
  name!: string;

  @OptionalMultiLineText()
  description?: string | null;

  @Field(() => MoneyScalar, { description: 'Greater than 0, at most three decimals.' })
  price!: number;

  @Field(() => ID, { description: 'An existing category.' })
  categoryId!: string;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true; false marks it sold out.' })
  available?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'It takes a message (the text on a cake) of at most this many characters, 1 to 200; null or 0 (the default): it takes none.',
  })
  messageMaxLength?: number | null;
  @ArabicTextsField()
  ar?: CatalogTranslationInput | null;
  @Field(() => [ProductOptionInput], {
    nullable: true,
    description: 'Its groups of choices (a size, add-ons), in the order shoppers see them; default none.',
  })
  options?: ProductOptionInput[] | null;
}

@InputType({
  description:
    'Changes to a product. Omitted (or null) fields keep their value; a new image arrives in the `image` argument.',
})
export class ProductUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @OptionalMultiLineText()
  description?: string | null;

  @Field(() => MoneyScalar, { nullable: true })
  price?: number | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'False marks it sold out, true available again.' })
  available?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description:
      '1 to 200: it takes a message (the text on a cake) of at most this many characters; 0: it takes none any more; null: unchanged.',
  })
  messageMaxLength?: number | null;
  @ArabicTextsField()
  ar?: CatalogTranslationInput | null;
  @Field(() => [ProductOptionInput], {
    nullable: true,
    description:
      'All its groups of choices, in order: a group or choice sent with its id keeps it, one without is new, one left out is removed ([] removes all); null: unchanged. Orders keep what was chosen.',
  })
  options?: ProductOptionInput[] | null;
}
