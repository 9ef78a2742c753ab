import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { Language } from '../localized/language';
import type { RequestContext } from '../graphql/request-context';
import type { ImageUpload } from '../media/image-upload';
import { addResponsiveImageFields } from '../media/responsive-image-fields';
import { UploadScalar } from '../media/upload.scalar';
import { SettingsInput } from './settings.inputs';
import { settingsService } from './settings.service';
import { settingsView } from './settings-view';
import { SiteSettingsTranslation, SiteSettingsView } from './site-settings.type';

const IMAGE = 'A new image: a PNG, JPEG, GIF or WebP file of 5 MB at most.';

@Resolver(() => SiteSettingsView)
export class SettingsResolver {
  @Query(() => SiteSettingsView, { description: "The shop's texts, contact details and branding." })
  async settings(@Ctx() ctx: RequestContext): Promise<SiteSettingsView> {
    return settingsView(await settingsService.get(ctx), ctx.language);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => SiteSettingsView, {
    description: 'Changes only the fields sent (and the images sent as files); creates the record when there is none.',
  })
  async updateSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SettingsInput) input: SettingsInput,
    @Arg('heroImage', () => UploadScalar, { nullable: true, description: IMAGE }) heroImage?: ImageUpload | null,
    @Arg('ownerImage', () => UploadScalar, { nullable: true, description: IMAGE }) ownerImage?: ImageUpload | null,
    @Arg('aboutImage', () => UploadScalar, { nullable: true, description: IMAGE }) aboutImage?: ImageUpload | null,
    @Arg('logo', () => UploadScalar, { nullable: true, description: IMAGE }) logo?: ImageUpload | null,
  ): Promise<SiteSettingsView> {
    return settingsView(
      await settingsService.update(ctx, input, { heroImage, ownerImage, aboutImage, logo }),
      ctx.language,
    );
  }

  @FieldResolver(() => SiteSettingsTranslation, {
    description: 'The texts as the owner wrote them in one language, with no fallback: what the back office edits.',
  })
  translation(
    @Root() settings: SiteSettingsView,
    @Arg('language', () => Language) language: Language,
  ): SiteSettingsTranslation {
    return settings.written[language];
  }
}

addResponsiveImageFields<SiteSettingsView>(SettingsResolver, {
  heroImageInfo: (settings) => settings.heroImage,
  ownerImageInfo: (settings) => settings.ownerImage,
  aboutImageInfo: (settings) => settings.aboutImage,
  logoInfo: (settings) => settings.logo,
});
