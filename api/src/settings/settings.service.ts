import type { RequestContext } from '../graphql/request-context';
import { SiteSettings } from './site-settings.entity';

export const settingsService = {
  /** The settings record; an empty one when the shop has none saved yet. */
  async get(ctx: RequestContext): Promise<SiteSettings> {
    return (await ctx.em.findOne(SiteSettings, SiteSettings.SINGLETON_ID)) ?? new SiteSettings();
  },
};
