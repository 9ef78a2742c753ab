import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import type { Orm } from '../database/orm';
import { TOKEN_ALGORITHM, TOKEN_LIFETIME_SECONDS } from './admin-token';
import { loadJwtSecret } from './jwt-secret';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { dummyPasswordHash } from './password-hasher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per client address, shared by the REST and GraphQL login (and by every instance). */
    loginThrottle: LoginThrottle;
  }
}

export interface AuthPluginOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'redisUrl' | 'databaseUrl'>;
  orm: Orm;
  /** The shop's Redis key prefix (redisKeyPrefix). */
  redisKeyPrefix: string;
}

/**
 * What signing in needs on the server instance: `app.jwt` (@fastify/jwt with the secret, HS256
 * pinned for signing AND verifying, and the token lifetime) and the login throttle. Registered
 * with fastify-plugin so every later plugin (GraphQL, REST) sees both.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, orm, redisKeyPrefix }) => {
    await app.register(fastifyJwt, {
      secret: await loadJwtSecret({
        config,
        orm,
        log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
      }),
      sign: { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_LIFETIME_SECONDS },
      verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['sub', 'jti', 'exp'] },
    });
    const throttle = createLoginThrottle({
      redisUrl: config.redisUrl,
      databaseUrl: config.databaseUrl,
      keyPrefix: redisKeyPrefix,
      orm,
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    app.decorate('loginThrottle', throttle);
    app.addHook('onClose', () => throttle.close());
    // Ready before the first sign-in with an unknown email, which would otherwise pay for it.
    await dummyPasswordHash();
  },
  { name: 'auth' },
);
