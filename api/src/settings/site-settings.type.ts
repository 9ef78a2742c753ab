import { Field, InterfaceType, ObjectType } from 'type-graphql';
import type { Language } from '../localized/language';
import { SettingText } from './setting-text.type';

const OWN_PARAGRAPH = "the About page's own paragraph shows when it is null";

/** The texts of the settings, shared by the localized settings and each language's translation. */
@InterfaceType({
  description:
    "The texts the owner writes in each language: SiteSettings answers them in the request's language, SiteSettingsTranslation as written in one.",
  resolveType: (value: object) => ('written' in value ? 'SiteSettings' : 'SiteSettingsTranslation'),
})
export abstract class SiteTexts {
  @Field(() => String) heroTitle!: string;
  @Field(() => String) heroSubtitle!: string;

  @Field(() => String) ownerName!: string;
  @Field(() => String) ownerMessage!: string;
  @Field(() => String, {
    nullable: true,
    description: `Overrides the first bio paragraph of the About page (${OWN_PARAGRAPH}).`,
  })
  ownerProfessionalBio!: string | null;
  @Field(() => String, {
    nullable: true,
    description: `Overrides the second bio paragraph of the About page (${OWN_PARAGRAPH}).`,
  })
  ownerAchievements!: string | null;

  @Field(() => String) aboutTitle!: string;
  @Field(() => String, { description: 'Subtitle under the About Us heading; empty hides it.' }) aboutSubtitle!: string;
  @Field(() => String) aboutDescription!: string;
  @Field(() => String) aboutMission!: string;

  @Field(() => String) address!: string;
  @Field(() => String) siteName!: string;

  @Field(() => String) footerText!: string;
  @Field(() => String) footerCopyright!: string;
  @Field(() => String, { description: "One link per line as 'Link Text|/url'." }) footerLinks!: string;

  @Field(() => [SettingText], {
    description:
      'The extended storefront texts the owner set in this language; any other key uses the client default of the language.',
  })
  texts!: SettingText[];
}

@ObjectType({
  implements: SiteTexts,
  description:
    "The shop's texts as the owner wrote them in one language; empty (or null) where nothing was written, with no fallback.",
})
export class SiteSettingsTranslation extends SiteTexts {}

/**
 * The settings as a reader sees them: every text in the request's language, falling back to
 * the English where there is no Arabic (the extended texts fall back to the client's
 * defaults in the language instead, which exist in both), beside the texts as written per
 * language for the back office (SettingsResolver.translation).
 */
@ObjectType('SiteSettings', {
  implements: SiteTexts,
  description:
    "The shop's texts, contact details and branding. The texts are in the request's language (Accept-Language, else English), in Arabic the English where there is no Arabic.",
})
export class SiteSettingsView extends SiteTexts {
  @Field(() => String, { nullable: true }) heroImage!: string | null;
  @Field(() => String, { nullable: true }) ownerImage!: string | null;
  @Field(() => String, { nullable: true }) aboutImage!: string | null;
  @Field(() => String, { nullable: true }) logo!: string | null;

  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Instagram handle, without the @.' }) instagram!: string;
  @Field(() => String, { description: 'Facebook page name.' }) facebook!: string;

  /** The texts as written, by language (not a field: SettingsResolver.translation answers them). */
  written!: Record<Language, SiteSettingsTranslation>;
}
