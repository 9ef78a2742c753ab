import type { Feature } from '../feature/feature';
import { crawlersPlugin } from './crawlers.plugin';

/** What search engines and installing browsers read: robots.txt, the sitemap, the web app manifest. */
export const crawlersFeature: Feature = {
  name: 'crawlers',
  routes: async (app) => {
    await app.register(crawlersPlugin);
  },
};
