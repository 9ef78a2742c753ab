import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { SiteSettings } from './site-settings.entity';
import { settingsService } from './settings.service';

@Resolver(() => SiteSettings)
export class SettingsResolver {
  @Query(() => SiteSettings, { description: "The shop's texts, contact details and branding." })
  settings(@Ctx() ctx: RequestContext): Promise<SiteSettings> {
    return settingsService.get(ctx);
  }
}
