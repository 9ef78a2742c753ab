import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { findUnsafeText, unsafeTextMessage } from './unsafe-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks the texts it receives itself (GraphQL, whose answers have their own shape). */
    checksOwnTexts?: boolean;
  }
}

/**
 * Every route's path parameters, query and JSON body are checked before validation: a text the
 * shop cannot store is a 400 naming the field as the caller sent it (`customerName`,
 * `items[0].message`), before it can reach the database and fail there. Multipart forms are
 * read later, by their routes, which check their fields the same way (rest-form.ts).
 */
const textGuard: FastifyPluginAsync = async (app) => {
  // Not async: every request passes here, and an async hook costs each a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config?.checksOwnTexts) return done();
    const found = findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
    done(found ? new HttpError(400, unsafeTextMessage(found)) : undefined);
  });
};

export const textGuardPlugin = fp(textGuard, { name: 'text-guard' });
