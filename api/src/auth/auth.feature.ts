import type { Feature } from '../feature/feature';
import { Admin } from './admin.entity';
import { authPlugin } from './auth.plugin';
import { createInitialAdmin } from './auth.service';
import { AuthResolver } from './auth.resolver';
import { authRestRoutes } from './auth.rest';
import { initialAdminConfig } from './initial-admin.config';
import { createRequestAuthenticator } from './request-authenticator';
import { RevokedToken } from './revoked-token.entity';

/** The owner's account: sign-up once, sign-in with a bearer token, sign-out, the login throttle. */
export const authFeature: Feature = {
  name: 'auth',
  entities: [Admin, RevokedToken],
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
  config: initialAdminConfig,
  authenticator: createRequestAuthenticator,
  readCache: { mutationsKeepingCache: ['login', 'logout', 'createAdmin', 'updateAdminLanguage'] },
  services: async (app, { config, orm, redisKeyPrefix }) => {
    await app.register(authPlugin, { config, orm, redisKeyPrefix });
  },
  prepare: async ({ em, config }) =>
    config.initialAdmin && (await createInitialAdmin(em, config.initialAdmin))
      ? `Created the admin account ${config.initialAdmin.email} (ADMIN_EMAIL).`
      : null,
};
