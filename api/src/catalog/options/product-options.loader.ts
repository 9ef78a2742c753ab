import DataLoader from 'dataloader';
import type { RequestContext } from '../../graphql/request-context';
import type { OptionTerms } from './chosen-options';
import { ProductOption } from './product-option.entity';

const loaders = new WeakMap<RequestContext, DataLoader<number, ProductOption[]>>();

/**
 * A product's groups with their choices, in order. The products of one request (a page of
 * cards) are read together: two queries for the lot, not two a product.
 */
export function productOptionsOf(ctx: RequestContext, productId: number): Promise<ProductOption[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (productIds) => {
      const found = await ctx.em.find(
        ProductOption,
        { product: { $in: [...productIds] } },
        { populate: ['choices'], orderBy: { position: 'asc', id: 'asc' } },
      );
      return productIds.map((id) => found.filter((option) => option.product.id === id));
    });
    loaders.set(ctx, loader);
  }
  return loader.load(productId);
}

/** What pricing reads of stored groups. */
export function optionTerms(options: readonly ProductOption[]): OptionTerms[] {
  return options.map((option) => ({
    id: option.id,
    name: option.name,
    nameAr: option.nameAr,
    required: option.required,
    maxChoices: option.maxChoices,
    choices: option.choices.getItems().map(({ id, name, nameAr, priceDeltaFils, available }) => ({
      id,
      name,
      nameAr,
      priceDeltaFils,
      available,
    })),
  }));
}
