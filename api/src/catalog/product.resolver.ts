import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { PRODUCT_PAGE_DEFAULT, PRODUCT_PAGE_MAX, PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { InvalidInputError } from '../errors/domain-errors';
import { idOrUndefined, parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { addResponsiveImageFields } from '../media/responsive-image-fields';
import { UploadScalar } from '../media/upload.scalar';
import { catalogTextsResolver } from './catalog-texts.resolver';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { ProductInput, ProductUpdateInput } from './product.inputs';
import { FEATURED_PRODUCTS_MAX, productService } from './product.service';
import { ProductPage, productSearch } from './product-search';

/** As many products as a cart may ask about at once: more lines than any cart has. */
export const MAX_PRODUCT_IDS = 100;

const IMAGE = 'A PNG, JPEG, GIF or WebP file of 5 MB at most (PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE otherwise).';

@Resolver(() => Product)
export class ProductResolver extends catalogTextsResolver(Product) {
  @Query(() => [Product], { description: 'Products, featured first; optionally of one category or only featured.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId?: string | null,
    @Arg('featured', () => Boolean, { nullable: true }) featured?: boolean | null,
    @Arg('ids', () => [ID], {
      nullable: true,
      description: `Only these products, at most ${MAX_PRODUCT_IDS} (a cart's lines); ids of no product are left out.`,
    })
    ids?: string[] | null,
  ): Promise<Product[]> {
    if (ids && ids.length > MAX_PRODUCT_IDS)
      throw new InvalidInputError(`At most ${MAX_PRODUCT_IDS} product ids at once`);
    return productService.list(ctx, {
      categoryId: categoryId == null ? undefined : parseId(categoryId, 'category'),
      featured: featured ?? undefined,
      // An id no product could have (a damaged cart) matches none, like a deleted product's.
      ids: ids?.flatMap((id) => idOrUndefined(id) ?? []),
    });
  }

  @Query(() => [Product], {
    description: `The featured products the home page shows: the newest first, at most ${FEATURED_PRODUCTS_MAX}.`,
  })
  featuredProducts(@Ctx() ctx: RequestContext): Promise<Product[]> {
    return productService.featured(ctx);
  }

  @Query(() => ProductPage, {
    description: `A page of the products, optionally of one category, with how many match in all. Without q in the order of products (featured first, then by id); with q, best match first. BAD_USER_INPUT for a limit outside 1 to ${PRODUCT_PAGE_MAX}, a negative offset or a q longer than ${PRODUCT_QUERY_MAX_LENGTH} characters.`,
  })
  productPage(
    @Ctx() ctx: RequestContext,
    @Arg('categoryId', () => ID, { nullable: true, description: 'Only the products of this category.' })
    categoryId?: string | null,
    @Arg('q', () => String, {
      nullable: true,
      description:
        'Words of the name or description, in English or Arabic, in any case, with or without accents, hamza forms, taa marbuta or harakat, and forgiving a typo; one or two letters find the products with a word starting with them. Blank: no search.',
    })
    q?: string | null,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: PRODUCT_PAGE_DEFAULT,
      description: `Products on the page, 1 to ${PRODUCT_PAGE_MAX}.`,
    })
    limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Products skipped, 0 or more.' })
    offset?: number | null,
  ): Promise<ProductPage> {
    return productSearch.page(ctx, {
      categoryId: categoryId == null ? undefined : parseId(categoryId, 'category'),
      q,
      limit,
      offset,
    });
  }

  @Query(() => Product, { description: 'One product; NOT_FOUND when there is none with that id.' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Product> {
    return productService.get(ctx, parseId(id, 'product'));
  }

  @Query(() => Product, {
    nullable: true,
    description:
      "One product, or null when none has that id, whatever its form: for a product's page, whose address anyone can type or keep after the product is gone.",
  })
  findProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Product | null> {
    const known = idOrUndefined(id);
    return known === undefined ? Promise.resolve(null) : productService.find(ctx, known);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Product, {
    description: 'BAD_USER_INPUT for a blank name, a price not above 0 or an unknown category.',
  })
  createProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ProductInput) input: ProductInput,
    @Arg('image', () => UploadScalar, { nullable: true, description: IMAGE }) image?: ImageUpload | null,
  ): Promise<Product> {
    return productService.create(ctx, input, image);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Product, { description: 'Changes the given fields; a new image replaces the stored one.' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductUpdateInput) input: ProductUpdateInput,
    @Arg('image', () => UploadScalar, { nullable: true, description: IMAGE }) image?: ImageUpload | null,
  ): Promise<Product> {
    return productService.update(ctx, parseId(id, 'product'), input, image);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, { description: 'True once deleted; orders keep their own copy of its name and price.' })
  deleteProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return productService.delete(ctx, parseId(id, 'product'));
  }

  @FieldResolver(() => Category)
  category(@Root() product: Product): Promise<Category> {
    // Already populated by the service, so this costs no query.
    return product.category.loadOrFail();
  }
}

addResponsiveImageFields<Product>(ProductResolver, { imageInfo: (product) => product.image });
