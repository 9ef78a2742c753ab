import { ref, type FilterQuery } from '@mikro-orm/core';
import { InvalidInputError, NotFoundError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { imageService } from '../media/image.service';
import { catalogTextChanges } from './catalog-text';
import { Category } from './category.entity';
import type { ProductInput, ProductUpdateInput } from './product.inputs';
import { Product } from './product.entity';
import { checkPriceFloor, checkedOptions, replaceOptions, type CheckedOption } from './options/product-option-writes';
import { ProductOption } from './options/product-option.entity';

export const PRODUCT_NAME_MAX_LENGTH = 160;
/** 1,000,000 BD: far above any real price, and inside the integer column. */
const MAX_PRICE_FILS = 1_000_000_000;
/** The longest message on a cake the owner may allow: more than any cake has room for. */
export const MESSAGE_MAX_LENGTH_LIMIT = 200;

/** The order every list of products answers in: featured first, then by id. */
export const PRODUCT_LIST_ORDER = { featured: 'desc', id: 'asc' } as const;

/** The most featured products the home page shows: two rows of four on a laptop. */
export const FEATURED_PRODUCTS_MAX = 8;

export interface ProductFilter {
  categoryId?: number;
  featured?: boolean;
  /** Only these products (a cart's lines). */
  ids?: readonly number[];
}

/** The stored price of a price in fils (the Money scalar already refused more than three decimals). */
function priceFils(price: number): number {
  if (!Number.isInteger(price) || price <= 0) throw new InvalidInputError('Price must be greater than 0');
  if (price > MAX_PRICE_FILS) throw new InvalidInputError('Price cannot exceed 1000000 BD');
  return price;
}

/** The stored message limit of an input's `messageMaxLength`: 0 means the product takes no message. */
function messageMaxLength(value: number): number | null {
  if (!Number.isInteger(value) || value < 0 || value > MESSAGE_MAX_LENGTH_LIMIT) {
    throw new InvalidInputError(
      `Message length must be a whole number from 1 to ${MESSAGE_MAX_LENGTH_LIMIT}, or 0 for no message`,
    );
  }
  return value === 0 ? null : value;
}

/** The category a product is put in; naming one that does not exist is bad input, not a 404. */
async function existingCategory(ctx: RequestContext, categoryId: string): Promise<Category> {
  const id = parseId(categoryId, 'category');
  const category = await ctx.em.findOne(Category, id);
  if (!category) throw new InvalidInputError(`Category not found: ${id}`);
  return category;
}

/** The product's groups as stored, in the shape a price check reads. */
async function storedOptions(ctx: RequestContext, product: Product): Promise<CheckedOption[]> {
  const options = await ctx.em.find(ProductOption, { product }, { populate: ['choices'] });
  return options.map((option) => ({ ...option, choices: option.choices.getItems() }));
}

export const productService = {
  /** Products with their category joined in the same query, featured first then newest. */
  list(ctx: RequestContext, filter: ProductFilter = {}): Promise<Product[]> {
    const where: FilterQuery<Product> = {};
    if (filter.categoryId !== undefined) where.category = filter.categoryId;
    if (filter.featured !== undefined) where.featured = filter.featured;
    if (filter.ids !== undefined) where.id = { $in: [...filter.ids] };
    return ctx.em.find(Product, where, {
      populate: ['category'],
      orderBy: PRODUCT_LIST_ORDER,
    });
  },

  /** The featured products the home page shows: the newest first, at most FEATURED_PRODUCTS_MAX. */
  featured(ctx: RequestContext): Promise<Product[]> {
    return ctx.em.find(
      Product,
      { featured: true },
      { populate: ['category'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: FEATURED_PRODUCTS_MAX },
    );
  },

  async get(ctx: RequestContext, id: number): Promise<Product> {
    const product = await productService.find(ctx, id);
    if (!product) throw new NotFoundError('Product');
    return product;
  },

  find(ctx: RequestContext, id: number): Promise<Product | null> {
    return ctx.em.findOne(Product, id, { populate: ['category'] });
  },

  async create(ctx: RequestContext, input: ProductInput, image?: ImageUpload | null): Promise<Product> {
    const values = {
      name: '', // required: catalogTextChanges refuses a blank one
      ...catalogTextChanges(input, 'Product', PRODUCT_NAME_MAX_LENGTH),
      priceFils: priceFils(input.price),
      featured: input.featured ?? false,
      available: input.available ?? true,
      messageMaxLength: messageMaxLength(input.messageMaxLength ?? 0),
    };
    const options = checkedOptions(input.options ?? []);
    checkPriceFloor(values, options);
    const category = await existingCategory(ctx, input.categoryId);
    const stored = await imageService.storeEach(ctx, { image });
    return imageService.saveWithImages(ctx, stored, async () => {
      const product = ctx.em.create(Product, { ...values, category, image: stored.image ?? null });
      await replaceOptions(ctx.em, product, options);
      await ctx.em.flush();
      return { result: product, replaced: [] };
    });
  },

  /** Changes the given fields; a new image replaces the stored one, whose file then goes. */
  async update(
    ctx: RequestContext,
    id: number,
    input: ProductUpdateInput,
    image?: ImageUpload | null,
  ): Promise<Product> {
    const product = await productService.get(ctx, id);
    const changes: Partial<
      Pick<
        Product,
        | 'name'
        | 'nameAr'
        | 'description'
        | 'descriptionAr'
        | 'priceFils'
        | 'featured'
        | 'available'
        | 'messageMaxLength'
      >
    > = catalogTextChanges(input, 'Product', PRODUCT_NAME_MAX_LENGTH);
    if (input.price != null) changes.priceFils = priceFils(input.price);
    if (input.featured != null) changes.featured = input.featured;
    if (input.available != null) changes.available = input.available;
    if (input.messageMaxLength != null) changes.messageMaxLength = messageMaxLength(input.messageMaxLength);
    const options = input.options != null ? checkedOptions(input.options) : undefined;
    if (options || changes.priceFils !== undefined)
      checkPriceFloor({ ...product, ...changes }, options ?? (await storedOptions(ctx, product)));
    const category = input.categoryId != null ? await existingCategory(ctx, input.categoryId) : undefined;
    const stored = await imageService.storeEach(ctx, { image });
    return imageService.saveWithImages(ctx, stored, async () => {
      Object.assign(product, changes);
      if (options) await replaceOptions(ctx.em, product, options);
      if (category) product.category = ref(category);
      const replaced = imageService.replaceImages(product, stored);
      await ctx.em.flush();
      return { result: product, replaced };
    });
  },

  /** Deletes the product and then its image. Orders keep their own copy of its name and price. */
  async delete(ctx: RequestContext, id: number): Promise<boolean> {
    const product = await ctx.em.findOne(Product, id);
    if (!product) throw new NotFoundError('Product');
    return imageService.saveWithImages(ctx, {}, async () => {
      await ctx.em.remove(product).flush();
      return { result: true, replaced: [product.image] };
    });
  },
};
