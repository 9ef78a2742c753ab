import type { DocumentNode } from 'graphql';

/**
 * What the storefront's server build (entry-server.tsx, built into dist/server/entry-server.js)
 * offers the API, which loads it at run time. Both sides take their types from this file: the
 * API imports it as types only, and entry-server.tsx is checked against `ServerEntry`. It stays
 * free of browser and React types, so the API's compiler can read it.
 */
export type PageLanguage = 'en' | 'ar';
export type PageViewport = 'phone' | 'desktop';

/** One GraphQL operation, run by the server itself (no HTTP request to itself). */
export interface GraphqlOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface GraphqlAnswer {
  data?: unknown;
  errors?: readonly unknown[];
}

export type GraphqlRunner = (operation: GraphqlOperation) => Promise<GraphqlAnswer>;

export interface RenderRequest {
  /** The page's full address as the shopper asked for it (origin, path and query). */
  url: string;
  language: PageLanguage;
  /** True when the address chose the language (`?lang=ar`). */
  languageFromAddress: boolean;
  viewport: PageViewport;
  /** Runs one GraphQL operation inside the server. */
  graphql: GraphqlRunner;
  /** Gives up on a render that takes longer (the caller then sends the page unrendered). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 404 for the not-found page, else 200. */
  status: number;
  /** For <head>: title, description, canonical, alternates, Open Graph, then the page's styles. */
  head: string;
  /** The rendered app, for inside the root element. */
  html: string;
  /** The hydration data, a `<script type="application/json">` element. */
  dataScript: string;
  /** The source files of the lazily loaded modules the page uses (to preload their chunks). */
  modules: string[];
  /** False when a query failed: the page shows an error state, worth neither caching nor hydrating. */
  complete: boolean;
}

/** 'storefront' pages and the one 'not-found' page are rendered on the server; 'client' ones (the back office) in the browser. */
export type PageKind = 'storefront' | 'not-found' | 'client';

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedPage>;
  pageLanguage(url: URL, cookieHeader: string | undefined): { language: PageLanguage; fromAddress: boolean };
  pageViewport(headers: Record<string, string | string[] | undefined>): PageViewport;
  pageKind(pathname: string): PageKind;
  /** The one inline script of a page (the CSP allows it by its hash). */
  themeBootScript: string;
}
