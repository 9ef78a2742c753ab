import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from './image.service';

/** How many parts of each kind one multipart request of a scope may carry. */
export interface MultipartLimits {
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * @fastify/multipart in `scope`, for requests that upload images (the REST forms and GraphQL's
 * multipart requests alike). A file one byte over the image limit still reaches the image
 * service, which owns the rule and answers 413 'Images must be 5 MB or smaller'; the rest of
 * such a file is read and dropped.
 */
export async function registerImageMultipart(scope: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES + 1, ...limits },
    throwFileSizeLimit: false,
  });
}
