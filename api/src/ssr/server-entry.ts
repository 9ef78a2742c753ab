import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode } from 'graphql';

/**
 * What the web client's server build (web/src/entry-server.tsx, built into
 * WEB_DIST_DIR/server/entry-server.js) offers. Declared here rather than imported: the API and
 * the web client are separate packages, and the build is loaded at run time.
 */
export type Language = 'en' | 'ar';
export type Viewport = 'phone' | 'desktop';

export interface GraphqlOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  dataScript: string;
  modules: string[];
  complete: boolean;
}

export interface ServerEntry {
  render(request: {
    url: string;
    language: Language;
    languageFromAddress: boolean;
    viewport: Viewport;
    graphql: (operation: GraphqlOperation) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
  pageLanguage(url: URL, cookieHeader: string | undefined): { language: Language; fromAddress: boolean };
  pageViewport(headers: Record<string, string | string[] | undefined>): Viewport;
  /** 'storefront' pages are rendered here, 'not-found' too (one rendering for every unknown path), 'client' ones (the back office) in the browser. */
  pageKind(pathname: string): 'storefront' | 'not-found' | 'client';
  themeBootScript: string;
}

export const SERVER_ENTRY_PATH = join('server', 'entry-server.js');

/**
 * Loads the server build, once, at start. Resolved from the configured WEB_DIST_DIR (the API
 * runs from sources and from its own bundle, so never relative to this file). Without a server
 * build (an older build, or the Vite dev server's setup) there is nothing to load, and pages go
 * out as the client shell, as before server rendering.
 */
export async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const file = join(distDir, SERVER_ENTRY_PATH);
  if (!existsSync(file)) return undefined;
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerEntry;
}
