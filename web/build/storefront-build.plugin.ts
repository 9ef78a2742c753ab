import { basename, relative } from 'node:path';
import type { GetModuleInfo } from 'rollup';
import type { Plugin } from 'vite';

/**
 * The two builds of the web client, set up in one place:
 *
 * - The browser build splits the code so a storefront page costs few requests (SSR pages
 *   modulepreload what they need, so every extra file is an extra request on a phone's first
 *   visit): `vendor` holds every library the entry needs; the entry holds the app shell; each
 *   page keeps its own code; what two or more storefront pages, bars or the footer share goes
 *   into one `storefront` chunk (with the footer, which every page shows); the two phone bars
 *   are one `phone-bars` chunk. Code one page shares only with what the storefront opens on
 *   demand (the product page's purchase form, which a product card's choices dialog shows too)
 *   stays in that page's chunk, which the dialog fetches with its own: every other page would
 *   download it in `storefront`. The back office and anything loaded on demand (dialogs, the
 *   phone menu, toasts) keep Rollup's own splitting, so none of it reaches a shopper's first page.
 * - The server build (`vite build --ssr src/entry-server.tsx`) is one self-contained file:
 *   every library bundled in (the production image installs only the API's dependencies),
 *   React's production build, no chunks.
 *
 * Vite's manifest names a chunk by its source file only when the chunk starts from one; a lazily
 * loaded module merged into a named chunk (the footer into `storefront`) has no key there. The
 * browser build therefore also writes `.vite/lazy-modules.json`: each lazily loaded source file
 * and the manifest key of the chunk that holds it, so the server can preload a page's chunks.
 */

/** Written next to Vite's manifest by the browser build. */
export const LAZY_MODULES_FILE = '.vite/lazy-modules.json';

/** Modules a storefront page loads besides its own: the lazily loaded frame pieces. */
const FRAME_GROUPS: Record<string, string> = {
  'src/layout/mobile-top-bar.tsx': 'phone-bars',
  'src/layout/mobile-bottom-bar.tsx': 'phone-bars',
  'src/layout/site-header.tsx': 'site-header',
  'src/layout/site-footer.tsx': 'site-footer',
};

/** A storefront page module: its own group, so what pages share can be told apart. */
const STOREFRONT_PAGE = /\/src\/(home|catalog|cart|checkout|orders|about|not-found)\/[^/]+-page\.tsx$/;

/**
 * A feature's texts: its namespace module and locale files (src/i18n/feature-texts.ts). The
 * back office reads some storefront pages' namespaces (the extended texts' defaults).
 */
const FEATURE_TEXTS = /\/src\/.+(-texts\.ts|\/locales\/(en|ar)\.json)$/;

function groupOf(id: string, webRoot: string): string | undefined {
  const relative = id.startsWith(webRoot) ? id.slice(webRoot.length).replace(/^\//, '') : id;
  if (relative in FRAME_GROUPS) return FRAME_GROUPS[relative];
  return STOREFRONT_PAGE.test(id) ? relative : undefined;
}

/** The chunk of a page that shares its texts or its code with code loaded on demand, named after the page. */
const pageChunk = (group: string) => basename(group).replace(/\.tsx$/, '');

interface Reach {
  /** Statically imported, directly or not, by the entry (index.html): part of the entry chunk. */
  fromEntry: boolean;
  /** The storefront groups (pages, bars, footer) that import it statically, directly or not. */
  groups: Set<string>;
  /** Also imported by code loaded on demand outside those groups (the back office, dialogs, menus). */
  onDemand: boolean;
  /**
   * Imported by code loaded on demand that no storefront page, bar or footer asks for itself: the
   * back office, the shell's dialogs and toasts. False when only what the storefront opens (a
   * page's dialog, the phone menu) imports it on demand.
   */
  onDemandElsewhere: boolean;
}

/** Walks the static imports down from the entry and from every storefront page, bar and footer. */
function mapReach(webRoot: string, moduleIds: Iterable<string>, getModuleInfo: GetModuleInfo): Map<string, Reach> {
  const reach = new Map<string, Reach>();
  const at = (id: string) => {
    let known = reach.get(id);
    if (!known)
      reach.set(id, (known = { fromEntry: false, groups: new Set(), onDemand: false, onDemandElsewhere: false }));
    return known;
  };
  const walk = (start: string, mark: (entry: Reach) => boolean) => {
    const pending = [start];
    while (pending.length) {
      const id = pending.pop()!;
      // mark answers false when the module was already marked: its imports were walked then.
      if (!mark(at(id))) continue;
      pending.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  };
  const ids = [...moduleIds];
  const lazyRoots: string[] = [];
  for (const id of ids) {
    if (getModuleInfo(id)?.isEntry) walk(id, (entry) => !entry.fromEntry && (entry.fromEntry = true));
    const group = groupOf(id, webRoot);
    if (group) walk(id, (entry) => !entry.groups.has(group) && Boolean(entry.groups.add(group)));
    else if (getModuleInfo(id)?.dynamicImporters.length) lazyRoots.push(id);
  }
  // Once the groups are known: who loads each piece of code that is loaded on demand.
  const fromStorefront = (importer: string) => {
    const { fromEntry = false, groups } = reach.get(importer) ?? {};
    return !fromEntry && Boolean(groups?.size);
  };
  for (const id of lazyRoots) {
    walk(id, (entry) => !entry.onDemand && (entry.onDemand = true));
    if (!getModuleInfo(id)?.dynamicImporters.every(fromStorefront))
      walk(id, (entry) => !entry.onDemandElsewhere && (entry.onDemandElsewhere = true));
  }
  return reach;
}

/**
 * The pages that get a chunk of their own, named after the page: those whose own texts code loaded
 * on demand reads too, and those whose own code only what the storefront opens on demand uses
 * besides them (the product page's purchase form, which a product card's choices dialog shows).
 */
function pagesWithNamedChunk(reach: Map<string, Reach>): Set<string> {
  const pages = new Set<string>();
  for (const [id, { fromEntry, groups, onDemand, onDemandElsewhere }] of reach) {
    const [group] = groups;
    if (fromEntry || !onDemand || groups.size !== 1 || !group?.endsWith('-page.tsx') || id.includes('/node_modules/'))
      continue;
    if (FEATURE_TEXTS.test(id) || !onDemandElsewhere) pages.add(group);
  }
  return pages;
}

export function storefrontBuild(webRoot: string): Plugin {
  const root = webRoot.replace(/\/$/, '');
  let reach: Map<string, Reach> | undefined;
  let namedPages = new Set<string>();
  return {
    name: 'crumb:storefront-build',
    buildStart() {
      reach = undefined;
    },
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment.config.build.ssr) return;
      const lazyModules: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Vite's manifest key: the source file the chunk starts from, else '_' and the file name.
        const key = chunk.facadeModuleId?.startsWith(`${root}/`)
          ? relative(root, chunk.facadeModuleId)
          : `_${basename(chunk.fileName)}`;
        for (const id of chunk.moduleIds) {
          if (id.startsWith(`${root}/src/`) && this.getModuleInfo(id)?.dynamicImporters.length)
            lazyModules[relative(root, id)] = key;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: LAZY_MODULES_FILE,
        source: `${JSON.stringify(lazyModules, null, 2)}\n`,
      });
    },
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) {
        return {
          ssr: { noExternal: true },
          // Bundled libraries (React) pick their build from NODE_ENV at run time otherwise.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { manifest: false, copyPublicDir: false, rollupOptions: { output: { inlineDynamicImports: true } } },
        };
      }
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                // The module graph is complete when Rollup asks: mapped once per build.
                if (!reach) {
                  reach = mapReach(root, getModuleIds(), getModuleInfo);
                  namedPages = pagesWithNamedChunk(reach);
                }
                const {
                  fromEntry = false,
                  groups = new Set<string>(),
                  onDemand = false,
                  onDemandElsewhere = false,
                } = reach.get(id) ?? {};
                if (id.includes('/node_modules/')) return fromEntry ? 'vendor' : undefined;
                // Named, so the storefront chunks below cannot pull the shell's modules into themselves.
                if (fromEntry) return 'app';
                if (groups.size === 0) return undefined;
                if (groups.size > 1 || groups.has('site-footer')) return 'storefront';
                if (groups.has('phone-bars')) return 'phone-bars';
                // A page's texts that the back office reads too, and a page's code that only what the
                // storefront opens on demand uses besides it (a dialog reusing the page's form), stay
                // in the page's chunk, named so with the page and what only it uses: the shared chunk
                // would make every page download them. The code loaded on demand fetches the page's
                // chunk with its own.
                const [group] = groups;
                if (
                  group &&
                  namedPages.has(group) &&
                  (FEATURE_TEXTS.test(id) || !onDemandElsewhere || groupOf(id, root) === group)
                )
                  return pageChunk(group);
                // Used by one page or the desktop bar and by code loaded on demand (for a page, code
                // the back office or the shell loads): shared, yet not worth a request of its own.
                return onDemand && !groupOf(id, root) ? 'storefront' : undefined;
              },
            },
          },
        },
      };
    },
  };
}
