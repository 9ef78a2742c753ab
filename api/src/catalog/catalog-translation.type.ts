import { Field, InputType, ObjectType } from 'type-graphql';
import { OptionalMultiLineText } from '../input-safety';

@ObjectType({
  description:
    "A product's or category's texts as the owner wrote them in one language; empty where nothing was written (no fallback).",
})
export class CatalogTranslation {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;
}

@InputType({
  description:
    "A product's or category's Arabic texts. Omitted (or null) fields keep their value; '' empties one (the English then shows in Arabic too).",
})
export class CatalogTranslationInput {
  @Field(() => String, { nullable: true, description: 'Optional; as long as the English name may be.' })
  name?: string | null;

  @OptionalMultiLineText()
  description?: string | null;
}

/**
 * The `ar` field of a product or category write: its Arabic name and description, described
 * once for the four inputs that take it.
 */
export const ArabicTextsField = () =>
  Field(() => CatalogTranslationInput, {
    nullable: true,
    description: 'The Arabic name and description, both optional: where one is blank, Arabic readers see the English.',
  });
