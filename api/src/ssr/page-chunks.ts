import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The addresses of the chunks a page's lazily loaded modules need, found in the build's manifest
 * (`.vite/manifest.json`) by source file, through `.vite/lazy-modules.json` for modules the build
 * merged into a shared chunk. The entry's own chunks are left out: index.html lists them already.
 * The browser then fetches every script of the page at once instead of discovering them one
 * import after another.
 */
export function createPageChunks(distDir: string): (modules: readonly string[]) => readonly string[] {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const lazyFile = join(distDir, '.vite', 'lazy-modules.json');
  const lazyModules = existsSync(lazyFile)
    ? (JSON.parse(readFileSync(lazyFile, 'utf8')) as Record<string, string>)
    : {};

  const closure = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const initial = entryKey ? closure(entryKey, new Set()) : new Set<string>();

  // A handful of pages and two kinds of screen: a few distinct lists in all.
  const known = new Map<string, readonly string[]>();
  return (modules) => {
    const id = modules.join('\n');
    let chunks = known.get(id);
    if (chunks === undefined) {
      const files = new Set<string>();
      for (const module of modules) closure(lazyModules[module] ?? module, files);
      chunks = [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      known.set(id, chunks);
    }
    return chunks;
  };
}
