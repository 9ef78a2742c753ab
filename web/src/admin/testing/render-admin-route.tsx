import type { AdminRole } from '@crumb/shared/schema-types';
import { graphql, HttpResponse } from 'msw';
import { adminToken } from '../../auth/admin-token';
import { UpdateAdminLanguageDocument, VerifyAdminDocument } from '../../graphql/generated';
import type { Language } from '../../i18n/language';
import { server } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';

export const testAdmin = {
  __typename: 'Admin',
  id: '1',
  email: 'owner@crumb.test',
  language: 'en',
  role: 'owner',
} as const;

/** The token is accepted: the server knows the account (the owner unless `role` says), who last used the back office in `language`. */
export const verifiedAdmin = (language: Language = 'en', role: AdminRole = 'owner') =>
  graphql.query(VerifyAdminDocument, () => HttpResponse.json({ data: { verify: { ...testAdmin, language, role } } }));

/** The back office records the language the owner switches to (their emails follow it). */
export const adminLanguageSaved = graphql.mutation(UpdateAdminLanguageDocument, ({ variables }) => {
  const admin = { __typename: 'Admin', id: testAdmin.id, language: variables.language };
  return HttpResponse.json({ data: { updateAdminLanguage: admin } });
});

/**
 * Renders a back-office address as the signed-in owner sees it (or a staff account, with
 * `role`), who last used it in the same language.
 */
export async function renderAdminRoute(url: string, options: { language?: Language; role?: AdminRole } = {}) {
  adminToken.set('test-admin-token');
  server.use(verifiedAdmin(options.language, options.role), adminLanguageSaved);
  return renderRoute(url, options);
}
