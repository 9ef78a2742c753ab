import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { PeerAnnouncements } from '../cache-sync';
import type { AppConfig } from '../config/config';
import type { Orm } from '../database/orm';
import { TOKEN_ALGORITHM, TOKEN_LIFETIME_SECONDS } from './admin-token';
import { loadJwtSecret } from './jwt-secret';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { dummyPasswordHash } from './password-hasher';
import { SessionEndings } from './sessions/session-endings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per client address, shared by the REST and GraphQL login (and by every instance). */
    loginThrottle: LoginThrottle;
    /**
     * Ends live connections when their session ends, on every instance (sessions/session-endings.ts):
     * `sessionEndings.watch(admin, onEnd)` answers how to stop watching.
     */
    sessionEndings: SessionEndings;
  }
}

/**
 * How often the watcher checks its open sessions against the database, for an ending whose
 * message was lost: what a connection could outlive its session by then.
 */
export const SESSION_CHECK_MS = 20_000;

export interface AuthPluginOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'redisUrl' | 'databaseUrl'>;
  orm: Orm;
  /** The shop's Redis key prefix (redisKeyPrefix). */
  redisKeyPrefix: string;
  /** The channel between instances, for session endings. */
  peers: PeerAnnouncements;
}

/**
 * What signing in needs on the server instance: `app.jwt` (@fastify/jwt with the secret, HS256
 * pinned for signing AND verifying, and the token lifetime), the login throttle and the session
 * endings watcher. Registered with fastify-plugin so every later plugin (GraphQL, REST, the
 * features' own routes) sees them.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, orm, redisKeyPrefix, peers }) => {
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
    const sessionEndings = new SessionEndings(orm, peers, app.log, SESSION_CHECK_MS);
    app.decorate('sessionEndings', sessionEndings);
    app.addHook('onClose', async () => {
      sessionEndings.close();
      await sessionEndings.settled();
    });
    // Ready before the first sign-in with an unknown email, which would otherwise pay for it.
    await dummyPasswordHash();
  },
  { name: 'auth' },
);
