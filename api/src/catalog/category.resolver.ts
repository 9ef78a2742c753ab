import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { addResponsiveImageFields } from '../media/responsive-image-fields';
import { UploadScalar } from '../media/upload.scalar';
import { catalogTextsResolver } from './catalog-texts.resolver';
import { Category } from './category.entity';
import { CategoryInput, CategoryUpdateInput } from './category.inputs';
import { categoryService } from './category.service';

const IMAGE = 'A PNG, JPEG, GIF or WebP file of 5 MB at most (PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE otherwise).';

@Resolver(() => Category)
export class CategoryResolver extends catalogTextsResolver(Category) {
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

  @Authorized(AdminRole.owner)
  @Mutation(() => Category, { description: "BAD_USER_INPUT 'Category name is required' for a blank name." })
  createCategory(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Arg('image', () => UploadScalar, { nullable: true, description: IMAGE }) image?: ImageUpload | null,
    @Arg('displayImage', () => UploadScalar, { nullable: true, description: `The homepage card image. ${IMAGE}` })
    displayImage?: ImageUpload | null,
  ): Promise<Category> {
    return categoryService.create(ctx, input, { image, displayImage });
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Category, { description: 'Changes the given fields; new images replace the stored ones.' })
  updateCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CategoryUpdateInput) input: CategoryUpdateInput,
    @Arg('image', () => UploadScalar, { nullable: true, description: IMAGE }) image?: ImageUpload | null,
    @Arg('displayImage', () => UploadScalar, { nullable: true, description: `The homepage card image. ${IMAGE}` })
    displayImage?: ImageUpload | null,
  ): Promise<Category> {
    return categoryService.update(ctx, parseId(id, 'category'), input, { image, displayImage });
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, { description: 'True once deleted; CONFLICT while it still has products.' })
  deleteCategory(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return categoryService.delete(ctx, parseId(id, 'category'));
  }
}

addResponsiveImageFields<Category>(CategoryResolver, {
  imageInfo: (category) => category.image,
  displayImageInfo: (category) => category.displayImage,
});
