import type { FilterQuery } from '@mikro-orm/core';
import { NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { Product } from './product.entity';

export interface ProductFilter {
  categoryId?: number;
  featured?: boolean;
}

export const productService = {
  /** Products with their category joined in the same query, featured first then newest. */
  list(ctx: RequestContext, filter: ProductFilter = {}): Promise<Product[]> {
    const where: FilterQuery<Product> = {};
    if (filter.categoryId !== undefined) where.category = filter.categoryId;
    if (filter.featured !== undefined) where.featured = filter.featured;
    return ctx.em.find(Product, where, {
      populate: ['category'],
      orderBy: { featured: 'desc', id: 'asc' },
    });
  },

  async get(ctx: RequestContext, id: number): Promise<Product> {
    const product = await ctx.em.findOne(Product, id, { populate: ['category'] });
    if (!product) throw new NotFoundError('Product');
    return product;
  },
};
