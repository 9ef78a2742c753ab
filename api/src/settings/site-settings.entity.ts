import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { SettingTextKey } from './setting-text-key';

/** The shop's texts, contact details and branding: a single record (id 1). */
@Entity({ tableName: 'site_settings' })
@ObjectType({ description: "The shop's texts, contact details and branding." })
export class SiteSettings {
  static readonly SINGLETON_ID = 1;
  /** Every field has a default, so a record can start empty. */
  [OptionalProps]?: Exclude<keyof SiteSettings, 'id'>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = SiteSettings.SINGLETON_ID;

  // Home
  @Property({ type: 'text', default: '' }) @Field(() => String) heroTitle: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) heroSubtitle: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  heroImage: string | null = null;

  // Owner
  @Property({ type: 'text', default: '' }) @Field(() => String) ownerName: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) ownerMessage: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  ownerImage: string | null = null;
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Overrides the first bio paragraph of the About page.' })
  ownerProfessionalBio: string | null = null;
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Overrides the second bio paragraph of the About page.' })
  ownerAchievements: string | null = null;

  // About
  @Property({ type: 'text', default: '' }) @Field(() => String) aboutTitle: string = '';
  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: 'Subtitle under the About Us heading; empty hides it.' })
  aboutSubtitle: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) aboutDescription: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) aboutMission: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  aboutImage: string | null = null;

  // Contact
  @Property({ type: 'string', length: 40, default: '' }) @Field(() => String) phone: string = '';
  @Property({ type: 'string', length: 254, default: '' }) @Field(() => String) email: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) address: string = '';
  @Property({ type: 'string', length: 120, default: '' })
  @Field(() => String, { description: 'Instagram handle, without the @.' })
  instagram: string = '';
  @Property({ type: 'string', length: 120, default: '' })
  @Field(() => String, { description: 'Facebook page name.' })
  facebook: string = '';

  // Site name and logo
  @Property({ type: 'string', length: 120, default: '' }) @Field(() => String) siteName: string = '';
  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  logo: string | null = null;

  // Footer
  @Property({ type: 'text', default: '' }) @Field(() => String) footerText: string = '';
  @Property({ type: 'text', default: '' }) @Field(() => String) footerCopyright: string = '';
  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: "One link per line as 'Link Text|/url'." })
  footerLinks: string = '';

  /** The extended texts the owner set (string values only); exposed by SettingsResolver.texts. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  texts: Partial<Record<SettingTextKey, string>> = {};

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
