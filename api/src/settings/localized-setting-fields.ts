/**
 * The settings texts the owner writes in English and Arabic, each with the most
 * characters it may hold in either language. Contact details that are the same in every
 * language (phone, email, social handles) and the images are not here.
 */
export const LOCALIZED_TEXT_MAX_LENGTH = {
  heroTitle: 300,
  heroSubtitle: 1000,
  ownerName: 120,
  ownerMessage: 5000,
  aboutTitle: 300,
  aboutSubtitle: 500,
  aboutDescription: 5000,
  aboutMission: 5000,
  address: 500,
  siteName: 120,
  footerText: 2000,
  footerCopyright: 300,
  footerLinks: 5000,
} as const;
export type LocalizedTextField = keyof typeof LOCALIZED_TEXT_MAX_LENGTH;
export const LOCALIZED_TEXT_FIELDS = Object.keys(LOCALIZED_TEXT_MAX_LENGTH) as LocalizedTextField[];

/** Texts that may be unset (null) in a language: the About page then shows its own paragraph. */
export const OPTIONAL_LOCALIZED_FIELDS = ['ownerProfessionalBio', 'ownerAchievements'] as const;
export type OptionalLocalizedField = (typeof OPTIONAL_LOCALIZED_FIELDS)[number];
export const OPTIONAL_TEXT_MAX_LENGTH = 5000;

/** The entity property holding a field's Arabic text. */
export type ArabicTwin<Field extends string> = `${Field}Ar`;
export const arabicTwin = <Field extends string>(field: Field): ArabicTwin<Field> => `${field}Ar`;
