import type { DocumentNode } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import {
  CatalogCategoriesDocument,
  CatalogProductsDocument,
  HomepageCategoriesDocument,
  SiteSettingsDocument,
} from '../graphql/generated';
import { buildSettings, demoCategories, demoProducts } from './fixtures';

/** A working demo shop; a test overrides one operation with server.use(...). */
export const handlers = [
  graphql.query(SiteSettingsDocument, () => HttpResponse.json({ data: { settings: buildSettings() } })),
  graphql.query(HomepageCategoriesDocument, () =>
    HttpResponse.json({ data: { homepageCategories: demoCategories } }),
  ),
  graphql.query(CatalogCategoriesDocument, () => HttpResponse.json({ data: { categories: demoCategories } })),
  graphql.query(CatalogProductsDocument, () => HttpResponse.json({ data: { products: demoProducts } })),
];

/** The operation answers with a GraphQL error, as the API does when its database is down. */
export function failingQuery(document: DocumentNode) {
  return graphql.query(document, () =>
    HttpResponse.json({
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }),
  );
}
