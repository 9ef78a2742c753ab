import { Field, InputType } from 'type-graphql';
import { SettingTextInput } from './setting-text.type';
import { OptionalMultiLineText } from '../input-safety';

const CLEAR_ONLY =
  "Send '' to remove the image. Any other value is ignored (pages re-send what they loaded): a new image arrives as a file in the argument of the same name.";
const OWN_PARAGRAPH = "'' removes it (the About page's own paragraph shows).";

/** The texts of the settings in one language; what is left out (or null) keeps its value. */
@InputType({
  description: "The settings' texts in one language. Omitted or null fields keep their value; '' empties a field.",
})
export class SettingsTranslationInput {
  @Field(() => String, { nullable: true }) heroTitle?: string | null;
  @OptionalMultiLineText() heroSubtitle?: string | null;

  @Field(() => String, { nullable: true }) ownerName?: string | null;
  @OptionalMultiLineText() ownerMessage?: string | null;
  @OptionalMultiLineText(OWN_PARAGRAPH) ownerProfessionalBio?: string | null;
  @OptionalMultiLineText(OWN_PARAGRAPH) ownerAchievements?: string | null;

  @Field(() => String, { nullable: true }) aboutTitle?: string | null;
  @Field(() => String, { nullable: true }) aboutSubtitle?: string | null;
  @OptionalMultiLineText() aboutDescription?: string | null;
  @OptionalMultiLineText() aboutMission?: string | null;

  @OptionalMultiLineText() address?: string | null;
  @Field(() => String, { nullable: true }) siteName?: string | null;

  @OptionalMultiLineText() footerText?: string | null;
  @Field(() => String, { nullable: true }) footerCopyright?: string | null;
  @OptionalMultiLineText("One link per line as 'Link Text|/url'.")
  footerLinks?: string | null;

  @Field(() => [SettingTextInput], {
    nullable: true,
    description: 'Extended texts to set; texts not listed keep their value.',
  })
  texts?: SettingTextInput[] | null;
}

/**
 * A partial settings update: only the fields sent change, so two admin pages saving at once
 * never erase each other's fields. Omitted or null means unchanged; '' means empty. The texts
 * at the top level are the English ones (the shop's base language); the Arabic ones go in `ar`.
 */
@InputType({
  description:
    "Changes to the site settings. Omitted or null fields keep their value; '' empties a field. Texts here are English; `ar` holds the Arabic ones.",
})
export class SettingsInput extends SettingsTranslationInput {
  @Field(() => String, { nullable: true, description: CLEAR_ONLY }) heroImage?: string | null;
  @Field(() => String, { nullable: true, description: CLEAR_ONLY }) ownerImage?: string | null;
  @Field(() => String, { nullable: true, description: CLEAR_ONLY }) aboutImage?: string | null;
  @Field(() => String, { nullable: true, description: CLEAR_ONLY }) logo?: string | null;

  @Field(() => String, { nullable: true, description: 'Digits, spaces and + ( ) - only.' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'An email address, or empty.' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Instagram handle; a leading @ is dropped.' }) instagram?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Facebook page name.' }) facebook?: string | null;

  @Field(() => SettingsTranslationInput, { nullable: true, description: 'The Arabic texts.' })
  ar?: SettingsTranslationInput | null;
}
