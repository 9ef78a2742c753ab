import type { EntityManager } from '@mikro-orm/postgresql';
import { chooseOptions, type OptionTerms, type SoldChoice } from '../catalog/options/chosen-options';
import { ProductOption } from '../catalog/options/product-option.entity';
import { optionTerms } from '../catalog/options/product-options.loader';
import { Product } from '../catalog/product.entity';
import { InvalidInputError } from '../errors/domain-errors';
import type { Language } from '../localized/language';
import { refuseSoldOut } from './order-availability';
import { checkedLineMessage } from './order-line-message';
import type { OrderRequestLine } from './order-request';

/** A line as an order stores it: named and priced from the catalog as it is now. */
export interface SoldLine {
  product: Product;
  name: string;
  nameAr: string;
  unitPriceFils: number;
  choices: SoldChoice[];
  quantity: number;
  message: string | null;
}

/** The groups of the products, as pricing reads them, by product. */
async function optionsOf(em: EntityManager, productIds: number[]): Promise<Map<number, OptionTerms[]>> {
  const options = await em.find(
    ProductOption,
    { product: { $in: productIds } },
    { populate: ['choices'], orderBy: { position: 'asc', id: 'asc' } },
  );
  return new Map(
    productIds.map((id) => [id, optionTerms(options.filter((option) => option.product.id === id))] as const),
  );
}

/**
 * Prices lines at today's catalog, in the order's transaction `em`: every product must exist and
 * be in stock, every choice be its product's and available, every message fit its product.
 * What checkout does for a new order, and what a changed order does for its new or changed lines.
 */
export async function soldLines(
  em: EntityManager,
  lines: readonly OrderRequestLine[],
  language: Language,
): Promise<SoldLine[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.productId);
  const products = new Map((await em.find(Product, { id: { $in: ids } })).map((product) => [product.id, product]));
  const missing = ids.find((id) => !products.has(id));
  if (missing !== undefined) throw new InvalidInputError(`Product ${missing} does not exist`);
  // Named in the order of the lines: the rows come in whatever order the table keeps them.
  refuseSoldOut(
    [...new Set(ids)].map((id) => products.get(id)!),
    language,
  );
  const options = await optionsOf(em, ids);
  return lines.map(({ productId, quantity, message, choiceIds }) => {
    const product = products.get(productId)!;
    const lineMessage = checkedLineMessage(product, message, language);
    const chosen = chooseOptions(product, options.get(productId) ?? [], choiceIds ?? [], language);
    return {
      product,
      name: product.name,
      nameAr: product.nameAr,
      unitPriceFils: chosen.unitPriceFils,
      choices: chosen.choices,
      quantity,
      message: lineMessage,
    };
  });
}
