import type { Feature } from '../feature/feature';
import { graphqlMultipartPlugin } from './graphql-multipart.plugin';
import { restMultipartPlugin } from './rest-multipart.plugin';
import { uploadsPlugin } from './uploads.plugin';
import { backfillOnStart } from './variants';

/** Image uploads (checked by content, resized into copies) and their serving under /uploads. */
export const mediaFeature: Feature = {
  name: 'media',
  bodyParsers: { graphql: graphqlMultipartPlugin, restWrites: restMultipartPlugin },
  routes: async (app, { imageStorage }) => {
    await app.register(uploadsPlugin, { imageStorage });
    // Older uploads get their resized copies in the background once the server is ready.
    backfillOnStart(app, imageStorage);
  },
};
