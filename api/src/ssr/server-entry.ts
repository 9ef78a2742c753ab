import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLanguage, ServerEntry } from '@crumb/shared/server-entry-contract';

// The contract of the web client's server build, shared by both sides (types only: the build
// itself is loaded at run time from WEB_DIST_DIR).

export type { ServerEntry };
export type Language = PageLanguage;

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
