import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import of a source file of api/src by another. */
export interface SourceImport {
  from: string;
  to: string;
  /** `import type` / `export type`: erased when compiled, so it can close no loop at run time. */
  typeOnly: boolean;
}

/** The server's sources (paths relative to `root`), tests and fixtures left out: nothing imports them. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name))
        found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

/** The file a relative specifier names (`./x` is x.ts or x/index.ts), or null outside `root`. */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(fromFile), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) return null;
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('..') ? null : path;
}

/** Every import between the files of `root`, read with the TypeScript parser: static, re-exports and `import()`. */
export function sourceImports(root: string): SourceImport[] {
  const imports: SourceImport[] = [];
  for (const from of sourceFiles(root)) {
    const source = ts.createSourceFile(from, readFileSync(join(root, from), 'utf8'), ts.ScriptTarget.Latest, false);
    const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
      if (!specifier || !ts.isStringLiteral(specifier)) return;
      const to = resolveSpecifier(root, from, specifier.text);
      if (to) imports.push({ from, to, typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
      else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        add(node.arguments[0], false);
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return imports;
}

/** The folder under `root` a file belongs to; files at the top are the application's (app.ts, features.ts...). */
export const APPLICATION = '(application)';
export const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : APPLICATION);

/**
 * The loops of a directed graph: its strongly connected components of more than one node
 * (Tarjan's algorithm), each as its nodes.
 */
export function loops(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of new Set(edges.flat())) if (!index.has(node)) visit(node);
  return found;
}
