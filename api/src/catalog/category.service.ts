import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { ConflictError, NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { imageService } from '../media/image.service';
import { catalogTextChanges } from './catalog-text';
import { Category } from './category.entity';
import type { CategoryInput, CategoryUpdateInput } from './category.inputs';
import { Product } from './product.entity';

export const CATEGORY_NAME_MAX_LENGTH = 120;
const STILL_HAS_PRODUCTS = 'This category still has products. Move or delete them first.';

/** The card image and the homepage display image of a category, as uploads. */
export interface CategoryImages {
  image?: ImageUpload | null;
  displayImage?: ImageUpload | null;
}

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

  async create(ctx: RequestContext, input: CategoryInput, images: CategoryImages = {}): Promise<Category> {
    const values = {
      name: '', // required: catalogTextChanges refuses a blank one
      ...catalogTextChanges(input, 'Category', CATEGORY_NAME_MAX_LENGTH),
      showOnHomepage: input.showOnHomepage ?? true,
    };
    const stored = await imageService.storeEach(ctx, images);
    return imageService.saveWithImages(ctx, stored, async () => {
      const category = ctx.em.create(Category, {
        ...values,
        image: stored.image ?? null,
        displayImage: stored.displayImage ?? null,
      });
      await ctx.em.flush();
      return { result: category, replaced: [] };
    });
  },

  /** Changes the given fields; new images replace the stored ones, whose files then go. */
  async update(
    ctx: RequestContext,
    id: number,
    input: CategoryUpdateInput,
    images: CategoryImages = {},
  ): Promise<Category> {
    const category = await categoryService.get(ctx, id);
    const changes: Partial<Pick<Category, 'name' | 'nameAr' | 'description' | 'descriptionAr' | 'showOnHomepage'>> =
      catalogTextChanges(input, 'Category', CATEGORY_NAME_MAX_LENGTH);
    if (input.showOnHomepage != null) changes.showOnHomepage = input.showOnHomepage;
    const stored = await imageService.storeEach(ctx, images);
    return imageService.saveWithImages(ctx, stored, async () => {
      Object.assign(category, changes);
      const replaced = imageService.replaceImages(category, stored);
      await ctx.em.flush();
      return { result: category, replaced };
    });
  },

  /** Deletes an empty category and then its images; CONFLICT while products are still in it. */
  async delete(ctx: RequestContext, id: number): Promise<boolean> {
    const category = await categoryService.get(ctx, id);
    if ((await ctx.em.count(Product, { category: id })) > 0) throw new ConflictError(STILL_HAS_PRODUCTS);
    return imageService.saveWithImages(ctx, {}, async () => {
      try {
        await ctx.em.remove(category).flush();
      } catch (error) {
        // A product added to it meanwhile: the foreign key refuses, and the answer is the same.
        if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(STILL_HAS_PRODUCTS);
        throw error;
      }
      return { result: true, replaced: [category.image, category.displayImage] };
    });
  },
};
