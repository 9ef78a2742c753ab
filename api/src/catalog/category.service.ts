import { NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { Category } from './category.entity';

export const categoryService = {
  list(ctx: RequestContext): Promise<Category[]> {
    return ctx.em.find(Category, {}, { orderBy: { id: 'asc' } });
  },

  /** The categories the home page shows as cards. */
  listForHomepage(ctx: RequestContext): Promise<Category[]> {
    return ctx.em.find(Category, { showOnHomepage: true }, { orderBy: { id: 'asc' } });
  },

  async get(ctx: RequestContext, id: number): Promise<Category> {
    const category = await ctx.em.findOne(Category, id);
    if (!category) throw new NotFoundError('Category');
    return category;
  },
};
