import { graphql, HttpResponse } from 'msw';
import { adminToken } from '../../auth/admin-token';
import { VerifyAdminDocument } from '../../graphql/generated';
import type { Language } from '../../i18n/language';
import { server } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';

export const testAdmin = { __typename: 'Admin', id: '1', email: 'owner@crumb.test' } as const;

/** The token is accepted: the server knows the admin. */
export const verifiedAdmin = graphql.query(VerifyAdminDocument, () =>
  HttpResponse.json({ data: { verify: testAdmin } }),
);

/** Renders a back-office address as the signed-in owner sees it. */
export async function renderAdminRoute(url: string, options: { language?: Language } = {}) {
  adminToken.set('test-admin-token');
  server.use(verifiedAdmin);
  return renderRoute(url, options);
}
