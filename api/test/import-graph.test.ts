import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION, folderOf, loops, sourceFiles, sourceImports } from './import-graph';

/**
 * The shape of api/src (docs/architecture.md, "Features plug in"): plumbing imports no feature,
 * and nothing imports the application (app.ts, features.ts, shop.ts...) but the application.
 * A feature folder is one with a `<folder>.feature.ts`; every other folder must be named here.
 */
const PLUMBING = [
  'cache-sync',
  'config',
  'database',
  'errors',
  'events',
  'feature',
  'graphql',
  'health',
  'http',
  'input-safety',
  'jobs',
  'localized',
  'rate-limit',
  'redis',
  'rest',
  'ssr',
  'storage',
];

const SRC = join(import.meta.dirname, '..', 'src');
const files = sourceFiles(SRC);
const imports = sourceImports(SRC);
const folders = [...new Set(files.map(folderOf))].filter((folder) => folder !== APPLICATION).sort();
const isFeature = (folder: string) => existsSync(join(SRC, folder, `${folder}.feature.ts`));
const features = folders.filter(isFeature);
const crossing = imports.filter(({ from, to }) => folderOf(from) !== folderOf(to));
const shown = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;

describe('the import graph of api/src', () => {
  it('reads the sources (a guard against a check that finds nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(features).toEqual(expect.arrayContaining(['catalog', 'orders', 'mail']));
  });

  it('has every folder either a feature (with its descriptor) or plumbing named above', () => {
    const unknown = folders.filter((folder) => !isFeature(folder) && !PLUMBING.includes(folder));
    expect(unknown, 'a new folder: give it a <folder>.feature.ts, or add it to PLUMBING').toEqual([]);
    expect(folders.filter((folder) => isFeature(folder) && PLUMBING.includes(folder))).toEqual([]);
  });

  it('plugs every feature folder into the features list', () => {
    const list = readFileSync(join(SRC, 'features.ts'), 'utf8');
    expect(features.filter((folder) => !list.includes(`'./${folder}/${folder}.feature'`))).toEqual([]);
  });

  it('has plumbing import no feature, type imports included', () => {
    const wrong = crossing.filter(({ from, to }) => PLUMBING.includes(folderOf(from)) && isFeature(folderOf(to)));
    expect(wrong.map(shown)).toEqual([]);
  });

  it('has nothing but the application import the application', () => {
    const wrong = crossing.filter(({ from, to }) => folderOf(to) === APPLICATION && folderOf(from) !== APPLICATION);
    expect(wrong.map(shown)).toEqual([]);
  });

  it('has no loop between folders, type imports included', () => {
    const edges = crossing.map(({ from, to }) => [folderOf(from), folderOf(to)] as const);
    const described = loops(edges).map(
      (loop) =>
        `${loop.join(' <-> ')}: ${crossing
          .filter(({ from, to }) => loop.includes(folderOf(from)) && loop.includes(folderOf(to)))
          .map(shown)
          .join(', ')}`,
    );
    expect(described).toEqual([]);
  });

  it('has no loop between files but entities referring to each other (a type-only import closes none)', () => {
    const edges = imports.filter(({ typeOnly }) => !typeOnly).map(({ from, to }) => [from, to] as const);
    const wrong = loops(edges).filter((loop) => !loop.every((file) => file.endsWith('.entity.ts')));
    expect(wrong.map((loop) => loop.join(' <-> '))).toEqual([]);
  });
});
