import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { imageService } from '../media/image.service';
import { RESPONSIVE_IMAGE_DESCRIPTION, ResponsiveImage } from '../media/responsive-image.type';
import type { ResponsiveImageData } from '../media/variants';
import { UploadScalar } from '../media/upload.scalar';
import { SettingText } from './setting-text.type';
import { SettingsInput } from './settings.inputs';
import { settingsService } from './settings.service';
import { SiteSettings } from './site-settings.entity';

const IMAGE = 'A new image: a PNG, JPEG, GIF or WebP file of 5 MB at most.';

@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Query(() => SiteSettings, { description: "The shop's texts, contact details and branding." })
  settings(@Ctx() ctx: RequestContext): Promise<SiteSettings> {
    return settingsService.get(ctx);
  }

  @Authorized()
  @Mutation(() => SiteSettings, { description: 'Changes only the fields sent (and the images sent as files); creates the record when there is none.' })
  updateSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SettingsInput) input: SettingsInput,
    @Arg('heroImage', () => UploadScalar, { nullable: true, description: IMAGE }) heroImage?: ImageUpload | null,
    @Arg('ownerImage', () => UploadScalar, { nullable: true, description: IMAGE }) ownerImage?: ImageUpload | null,
    @Arg('aboutImage', () => UploadScalar, { nullable: true, description: IMAGE }) aboutImage?: ImageUpload | null,
    @Arg('logo', () => UploadScalar, { nullable: true, description: IMAGE }) logo?: ImageUpload | null,
  ): Promise<SiteSettings> {
    return settingsService.update(ctx, input, { heroImage, ownerImage, aboutImage, logo });
  }

  @FieldResolver(() => [SettingText], { description: 'The extended storefront texts the owner set; any other key uses the client default.' })
  texts(@Root() settings: SiteSettings): SettingText[] {
    return settingsService.texts(settings);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: RESPONSIVE_IMAGE_DESCRIPTION })
  heroImageInfo(@Ctx() ctx: RequestContext, @Root() settings: SiteSettings): Promise<ResponsiveImageData | null> {
    return imageService.describe(ctx, settings.heroImage);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: RESPONSIVE_IMAGE_DESCRIPTION })
  ownerImageInfo(@Ctx() ctx: RequestContext, @Root() settings: SiteSettings): Promise<ResponsiveImageData | null> {
    return imageService.describe(ctx, settings.ownerImage);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: RESPONSIVE_IMAGE_DESCRIPTION })
  aboutImageInfo(@Ctx() ctx: RequestContext, @Root() settings: SiteSettings): Promise<ResponsiveImageData | null> {
    return imageService.describe(ctx, settings.aboutImage);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: RESPONSIVE_IMAGE_DESCRIPTION })
  logoInfo(@Ctx() ctx: RequestContext, @Root() settings: SiteSettings): Promise<ResponsiveImageData | null> {
    return imageService.describe(ctx, settings.logo);
  }
}
