import { Ctx, FieldResolver, Root, type ClassType } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { imageService } from './image.service';
import { RESPONSIVE_IMAGE_DESCRIPTION, ResponsiveImage } from './responsive-image.type';

/**
 * Gives a resolver one `...Info` field per image its type stores (a category's image and
 * homepage image, the settings' hero, owner, About and logo images): the image's resized copies,
 * described by imageService from the stored path. Every stored image is answered this same way,
 * so the field is declared here once, from a table of field name -> stored path, rather than
 * as a copied method in each resolver. Call it beside the resolver class, before the schema is
 * built; the fields are the ones type-graphql would build from the decorated methods.
 */
export function addResponsiveImageFields<Parent>(
  resolver: ClassType,
  storedPaths: Record<string, (parent: Parent) => string | null>,
): void {
  const prototype = resolver.prototype as Record<string, unknown>;
  for (const [field, storedPath] of Object.entries(storedPaths)) {
    prototype[field] = (ctx: RequestContext, parent: Parent) => imageService.describe(ctx, storedPath(parent));
    // The decorators a written method would carry, applied in the order TypeScript applies them.
    Ctx()(prototype, field, 0);
    Root()(prototype, field, 1);
    FieldResolver(() => ResponsiveImage, { nullable: true, description: RESPONSIVE_IMAGE_DESCRIPTION })(
      prototype,
      field,
      Object.getOwnPropertyDescriptor(prototype, field)!,
    );
  }
}
