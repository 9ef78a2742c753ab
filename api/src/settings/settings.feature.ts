import type { Feature } from '../feature/feature';
import { SettingsResolver } from './settings.resolver';
import { settingsRestRoutes } from './settings.rest';
import { SiteSettings } from './site-settings.entity';

/** The site's texts, images, contact details and theme, edited by the owner. */
export const settingsFeature: Feature = {
  name: 'settings',
  entities: [SiteSettings],
  resolvers: [SettingsResolver],
  restRoutes: settingsRestRoutes,
  readCache: { queries: ['settings'] },
};
