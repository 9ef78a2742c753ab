import { Arg, Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';
import type { RequestContext } from '../graphql/request-context';
import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import { choiceNamesIn, choicesIn } from './order-line-choices';
import { OrderLine } from './order-line.entity';

@ObjectType({ description: "A choice of an order line as sold: its group's name and its own, in one language." })
export class OrderLineChoiceNames {
  @Field(() => String)
  option!: string;

  @Field(() => String)
  choice!: string;
}

@ObjectType({ description: 'A choice of an order line as sold, with the price difference it made.' })
export class OrderLineChoice extends OrderLineChoiceNames {
  @Field(() => MoneyScalar, { description: 'What it added to (or took from) the unit price.' })
  priceDelta!: number;
}

@ObjectType({ description: 'An order line as sold in one language; empty where the product had no name in it.' })
export class OrderLineTranslation {
  @Field(() => String)
  name!: string;

  @Field(() => [OrderLineChoiceNames], { description: 'The names of its choices in that language; empty where none.' })
  choices!: OrderLineChoiceNames[];
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

  @FieldResolver(() => [OrderLineChoice], {
    description:
      "The choices it was sold with (8 inch, Candles), in the request's language like name; [] for a product sold without.",
  })
  choices(@Ctx() ctx: RequestContext, @Root() line: OrderLine): OrderLineChoice[] {
    return choicesIn(ctx.language, line.choices);
  }

  @FieldResolver(() => OrderLineTranslation, { description: 'The name as sold in one language, with no fallback.' })
  translation(@Root() line: OrderLine, @Arg('language', () => Language) language: Language): OrderLineTranslation {
    return {
      name: language === Language.ar ? line.nameAr : line.name,
      choices: choiceNamesIn(language, line.choices),
    };
  }
}
