import { Arg, Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import { catalogTranslation, type CatalogTexts } from './catalog-text';
import { CatalogTranslation } from './catalog-translation.type';

const IN_REQUEST_LANGUAGE =
  "In the request's language (Accept-Language, else English); in Arabic, the English text where there is no Arabic one.";

/**
 * The owner's texts of products and categories, one way for both: `name` and `description` in
 * the request's language with the fallback, `translation` as written in one language. The
 * product and category resolvers extend it.
 */
export function catalogTextsResolver<T extends CatalogTexts>(type: ClassType<T>) {
  @Resolver(() => type)
  abstract class CatalogTextsResolver {
    @FieldResolver(() => String, { description: IN_REQUEST_LANGUAGE })
    name(@Ctx() ctx: RequestContext, @Root() root: T): string {
      return inLanguage(ctx.language, { en: root.name, ar: root.nameAr });
    }

    @FieldResolver(() => String, { description: IN_REQUEST_LANGUAGE })
    description(@Ctx() ctx: RequestContext, @Root() root: T): string {
      return inLanguage(ctx.language, { en: root.description, ar: root.descriptionAr });
    }

    @FieldResolver(() => CatalogTranslation, {
      description:
        'The texts as the owner wrote them in one language, empty where not written: what the back office edits.',
    })
    translation(@Root() root: T, @Arg('language', () => Language) language: Language): CatalogTranslation {
      return catalogTranslation(root, language);
    }
  }
  return CatalogTextsResolver;
}
