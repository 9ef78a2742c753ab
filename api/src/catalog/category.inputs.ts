import { Field, InputType } from 'type-graphql';
import { OptionalMultiLineText } from '../input-safety';
import { ArabicTextsField, CatalogTranslationInput } from './catalog-translation.type';

@InputType({ description: 'A new category. Its images arrive as files in the `image` and `displayImage` arguments.' })
export class CategoryInput {
  @Field(() => String, { description: 'In English. Required; at most 120 characters.' })
  name!: string;

  @OptionalMultiLineText()
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the home page shows it as a card. Default true.' })
  showOnHomepage?: boolean | null;
  @ArabicTextsField()
  ar?: CatalogTranslationInput | null;
}

@InputType({
  description: 'Changes to a category. Omitted (or null) fields keep their value; new images arrive as files.',
})
export class CategoryUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @OptionalMultiLineText()
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  showOnHomepage?: boolean | null;
  @ArabicTextsField()
  ar?: CatalogTranslationInput | null;
}
