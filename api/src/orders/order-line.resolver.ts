import { Arg, Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import { OrderLine } from './order-line.entity';

@ObjectType({ description: 'An order line as sold in one language; empty where the product had no name in it.' })
export class OrderLineTranslation {
  @Field(() => String)
  name!: string;
}

@Resolver(() => OrderLine)
export class OrderLineResolver {
  @FieldResolver(() => String, {
    description:
      "The product's name as sold, in the request's language (the owner's back office language); in Arabic, the English name where it had no Arabic one.",
  })
  name(@Ctx() ctx: RequestContext, @Root() line: OrderLine): string {
    return inLanguage(ctx.language, { en: line.name, ar: line.nameAr });
  }

  @FieldResolver(() => OrderLineTranslation, { description: 'The name as sold in one language, with no fallback.' })
  translation(@Root() line: OrderLine, @Arg('language', () => Language) language: Language): OrderLineTranslation {
    return { name: language === Language.ar ? line.nameAr : line.name };
  }
}
