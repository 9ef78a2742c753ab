import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { SettingTextKey } from './setting-text-key';

/**
 * The shop's texts, contact details and branding: a single record (id 1). Each text the owner
 * writes has an Arabic twin (`heroTitle`, `heroTitleAr`). GraphQL answers a view of it in the
 * request's language (site-settings.type.ts), so this class is storage only.
 */
@Entity({ tableName: 'site_settings' })
export class SiteSettings {
  static readonly SINGLETON_ID = 1;
  /** Every field has a default, so a record can start empty. */
  [OptionalProps]?: Exclude<keyof SiteSettings, 'id'>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = SiteSettings.SINGLETON_ID;

  // Home
  @Property({ type: 'text', default: '' }) heroTitle: string = '';
  @Property({ type: 'text', default: '' }) heroTitleAr: string = '';
  @Property({ type: 'text', default: '' }) heroSubtitle: string = '';
  @Property({ type: 'text', default: '' }) heroSubtitleAr: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  heroImage: string | null = null;

  // Owner
  @Property({ type: 'text', default: '' }) ownerName: string = '';
  @Property({ type: 'text', default: '' }) ownerNameAr: string = '';
  @Property({ type: 'text', default: '' }) ownerMessage: string = '';
  @Property({ type: 'text', default: '' }) ownerMessageAr: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  ownerImage: string | null = null;
  /** The About page's two bio paragraphs; null shows the page's own paragraph. */
  @Property({ type: 'text', nullable: true }) ownerProfessionalBio: string | null = null;
  @Property({ type: 'text', nullable: true }) ownerProfessionalBioAr: string | null = null;
  @Property({ type: 'text', nullable: true }) ownerAchievements: string | null = null;
  @Property({ type: 'text', nullable: true }) ownerAchievementsAr: string | null = null;

  // About
  @Property({ type: 'text', default: '' }) aboutTitle: string = '';
  @Property({ type: 'text', default: '' }) aboutTitleAr: string = '';
  @Property({ type: 'text', default: '' }) aboutSubtitle: string = '';
  @Property({ type: 'text', default: '' }) aboutSubtitleAr: string = '';
  @Property({ type: 'text', default: '' }) aboutDescription: string = '';
  @Property({ type: 'text', default: '' }) aboutDescriptionAr: string = '';
  @Property({ type: 'text', default: '' }) aboutMission: string = '';
  @Property({ type: 'text', default: '' }) aboutMissionAr: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  aboutImage: string | null = null;

  // Contact
  @Property({ type: 'string', length: 40, default: '' }) phone: string = '';
  @Property({ type: 'string', length: 254, default: '' }) email: string = '';
  @Property({ type: 'text', default: '' }) address: string = '';
  @Property({ type: 'text', default: '' }) addressAr: string = '';
  /** Instagram handle without the @, and the Facebook page name. */
  @Property({ type: 'string', length: 120, default: '' }) instagram: string = '';
  @Property({ type: 'string', length: 120, default: '' }) facebook: string = '';

  // Site name and logo
  @Property({ type: 'string', length: 120, default: '' }) siteName: string = '';
  @Property({ type: 'string', length: 120, default: '' }) siteNameAr: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  logo: string | null = null;

  // Footer
  @Property({ type: 'text', default: '' }) footerText: string = '';
  @Property({ type: 'text', default: '' }) footerTextAr: string = '';
  @Property({ type: 'text', default: '' }) footerCopyright: string = '';
  @Property({ type: 'text', default: '' }) footerCopyrightAr: string = '';
  /** One link per line as 'Link Text|/url'; the Arabic twin has the Arabic labels. */
  @Property({ type: 'text', default: '' }) footerLinks: string = '';
  @Property({ type: 'text', default: '' }) footerLinksAr: string = '';

  /** The extended texts the owner set, by key (string values only), in English and in Arabic. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  texts: Partial<Record<SettingTextKey, string>> = {};
  @Property({ type: 'json', defaultRaw: `'{}'` })
  textsAr: Partial<Record<SettingTextKey, string>> = {};

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
