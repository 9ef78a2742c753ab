import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { Category } from './category.entity';
import { categoryService } from './category.service';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Every category, oldest first.' })
  categories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return categoryService.list(ctx);
  }

  @Query(() => [Category], { description: 'The categories shown as cards on the home page.' })
  homepageCategories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return categoryService.listForHomepage(ctx);
  }

  @Query(() => Category, { description: 'One category; NOT_FOUND when there is none with that id.' })
  category(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Category> {
    return categoryService.get(ctx, parseId(id, 'category'));
  }
}
