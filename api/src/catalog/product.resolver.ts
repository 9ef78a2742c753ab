import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { productService } from './product.service';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => [Product], { description: 'Products, featured first; optionally of one category or only featured.' })
  products(
    @Ctx() ctx: RequestContext,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId?: string | null,
    @Arg('featured', () => Boolean, { nullable: true }) featured?: boolean | null,
  ): Promise<Product[]> {
    return productService.list(ctx, {
      categoryId: categoryId == null ? undefined : parseId(categoryId, 'category'),
      featured: featured ?? undefined,
    });
  }

  @Query(() => Product, { description: 'One product; NOT_FOUND when there is none with that id.' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Product> {
    return productService.get(ctx, parseId(id, 'product'));
  }

  @FieldResolver(() => Category)
  category(@Root() product: Product): Promise<Category> {
    // Already populated by the service, so this costs no query.
    return product.category.loadOrFail();
  }
}
