import type { Feature } from '../feature/feature';
import { Admin } from './admin.entity';
import { authPlugin } from './auth.plugin';
import { createInitialAdmin } from './auth.service';
import { AuthResolver } from './auth.resolver';
import { authRestRoutes } from './auth.rest';
import { initialAdminConfig } from './initial-admin.config';
import { createRequestAuthenticator } from './request-authenticator';
import { RevokedToken } from './revoked-token.entity';
import { AdminSession } from './sessions/admin-session.entity';
import { SessionsResolver } from './sessions/sessions.resolver';
import { sessionsRestRoutes } from './sessions/sessions.rest';

/**
 * The accounts' signing in: sign-up once, sign-in with a bearer token, sign-out, the login
 * throttle, each person's sessions (sessions/), and the watcher that ends live connections with them.
 */
export const authFeature: Feature = {
  name: 'auth',
  entities: [Admin, RevokedToken, AdminSession],
  resolvers: [AuthResolver, SessionsResolver],
  restRoutes: [...authRestRoutes, ...sessionsRestRoutes],
  config: initialAdminConfig,
  authenticator: createRequestAuthenticator,
  // Subscribers' connections close the moment their session ends, as the live orders stream does.
  sessionWatch: (app) => (admin, onEnd) => app.sessionEndings.watch(admin, onEnd),
  readCache: {
    mutationsKeepingCache: [
      'login',
      'logout',
      'createAdmin',
      'updateAdminLanguage',
      'signOutSession',
      'signOutOtherSessions',
      'signOutAllSessions',
    ],
  },
  services: async (app, { config, orm, redisKeyPrefix, peers }) => {
    await app.register(authPlugin, { config, orm, redisKeyPrefix, peers });
  },
  prepare: async ({ em, config }) =>
    config.initialAdmin && (await createInitialAdmin(em, config.initialAdmin))
      ? `Created the admin account ${config.initialAdmin.email} (ADMIN_EMAIL).`
      : null,
};
