import { Arg, Ctx, Field, FieldResolver, ObjectType, Resolver, Root, type ClassType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';
import type { RequestContext } from '../../graphql/request-context';
import { Language } from '../../localized/language';
import { inLanguage } from '../../localized/localized-text';
import { Product } from '../product.entity';
import { highestUnitPriceFils, lowestUnitPriceFils } from '@crumb/shared/product-options';
import type { OptionTerms } from './chosen-options';
import { ProductOptionChoice } from './product-option-choice.entity';
import { ProductOption } from './product-option.entity';
import { optionTerms, productOptionsOf } from './product-options.loader';

@ObjectType({
  description: "A group's or a choice's name as the owner wrote it in one language; empty where none (no fallback).",
})
export class OptionTranslation {
  @Field(() => String)
  name!: string;
}

const NAME = "In the request's language; in Arabic, the English where the owner wrote no Arabic.";

/**
 * A group's and a choice's name, one way for both: `name` in the request's language with the
 * fallback, `translation` as written in one language. The group and choice resolvers extend it.
 */
function optionNameResolver<T extends { name: string; nameAr: string }>(type: ClassType<T>) {
  @Resolver(() => type)
  abstract class OptionNameResolver {
    @FieldResolver(() => String, { description: NAME })
    name(@Ctx() ctx: RequestContext, @Root() root: T): string {
      return inLanguage(ctx.language, { en: root.name, ar: root.nameAr });
    }

    @FieldResolver(() => OptionTranslation, { description: 'The name as written in one language, with no fallback.' })
    translation(@Root() root: T, @Arg('language', () => Language) language: Language): OptionTranslation {
      return { name: language === Language.ar ? root.nameAr : root.name };
    }
  }
  return OptionNameResolver;
}

/**
 * The groups as a shopper can order them: sold-out choices left out. A required group with
 * every choice sold out keeps them all, so the range still says what the product costs.
 */
function orderableTerms(options: readonly ProductOption[]): OptionTerms[] {
  return optionTerms(options).map((option) => {
    const available = option.choices.filter((choice) => choice.available);
    return { ...option, choices: available.length || !option.required ? available : option.choices };
  });
}

@Resolver(() => Product)
export class ProductOptionsResolver {
  @FieldResolver(() => [ProductOption], {
    description: 'The groups of choices it is sold with, in order; [] when none.',
  })
  options(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<ProductOption[]> {
    return productOptionsOf(ctx, product.id);
  }

  @FieldResolver(() => MoneyScalar, {
    description:
      'The lowest price a line of it can have with its choices: price when it has none. Cards show it as "from".',
  })
  async priceFrom(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<number> {
    return lowestUnitPriceFils(product.priceFils, orderableTerms(await productOptionsOf(ctx, product.id)));
  }

  @FieldResolver(() => MoneyScalar, { description: 'The highest price a line of it can have with its choices.' })
  async priceTo(@Ctx() ctx: RequestContext, @Root() product: Product): Promise<number> {
    return highestUnitPriceFils(product.priceFils, orderableTerms(await productOptionsOf(ctx, product.id)));
  }
}

@Resolver(() => ProductOption)
export class ProductOptionResolver extends optionNameResolver(ProductOption) {
  @FieldResolver(() => [ProductOptionChoice], { description: 'In the order shoppers see them.' })
  choices(@Root() option: ProductOption): ProductOptionChoice[] {
    // Loaded with the group (productOptionsOf), so this costs no query.
    return option.choices.getItems();
  }
}

@Resolver(() => ProductOptionChoice)
export class ProductOptionChoiceResolver extends optionNameResolver(ProductOptionChoice) {}
