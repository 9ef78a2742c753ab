import type { FastifyInstance } from 'fastify';
import type { ImageStorage } from '../../storage';
import { imageVariants } from './image-variants';

/**
 * Once the server is ready, creates in the background the variants older uploads lack, and
 * logs one line with the count. Startup never waits for it; closing the server stops it taking
 * new images and waits for the ones in hand, so nothing is written into a storage being closed.
 */
export function backfillOnStart(app: FastifyInstance, storage: ImageStorage): void {
  const stop = new AbortController();
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = imageVariants
      .backfill(storage, app.log, stop.signal)
      .then(({ created, total }) => {
        app.log.info({ created, total }, `Image variants: created for ${created} of ${total} stored images`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Could not create the variants of the stored images'));
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
}
