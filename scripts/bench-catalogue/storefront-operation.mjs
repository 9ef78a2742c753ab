// The catalogue page's GraphQL query as the storefront sends it, read from its .graphql files with
// the fragments it spreads, so the bench times what a shopper's page asks for, not a copy that
// drifts from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the web client's operations and the selections it shares with the REST facade live (codegen.yml). */
const DOCUMENT_FOLDERS = ['web/src', 'packages/shared/graphql'];
/** The storefront's catalogue (the back office has queries of its own on the same fields). */
const CATALOGUE_FOLDER = join(root, 'web', 'src', 'catalog');

function graphqlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const definitionsIn = (files) => files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);

/** The storefront catalogue's query whose one root field is `field`, and that field. */
function catalogueQuery(field) {
  for (const definition of definitionsIn(graphqlFiles(CATALOGUE_FOLDER))) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') continue;
    const [selection, ...others] = definition.selectionSet.selections;
    if (others.length === 0 && selection.kind === Kind.FIELD && selection.name.value === field)
      return { operation: definition, selection };
  }
  return undefined;
}

/** `operation` printed with every fragment it spreads, directly or through another fragment. */
function withFragments(operation) {
  const fragments = new Map(
    definitionsIn(DOCUMENT_FOLDERS.flatMap((folder) => graphqlFiles(join(root, folder))))
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const used = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment) throw new Error(`The storefront's query spreads an unknown fragment ${spread.name.value}`);
        if (used.has(fragment.name.value)) return;
        used.set(fragment.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [operation, ...used.values()].map((definition) => print(definition)).join('\n\n');
}

/**
 * The query of one page of the catalogue, taking `$q`, `$limit` and `$offset`: the storefront's
 * own when it asks `productPage`; while it still asks for every product (`products`), the same
 * fields of each product asked through `productPage`. `name` says which, after "the storefront's query:".
 */
export function catalogueProductPageQuery() {
  const paged = catalogueQuery('productPage');
  if (paged)
    return { name: `its ${paged.operation.name?.value ?? 'productPage'}`, query: withFragments(paged.operation) };
  const listed = catalogueQuery('products');
  if (!listed) throw new Error(`No query of productPage or products in ${CATALOGUE_FOLDER}`);
  const page = parse(`query BenchProductPage($q: String, $limit: Int!, $offset: Int!) {
    productPage(q: $q, limit: $limit, offset: $offset) { total items { id } }
  }`);
  const asPage = visit(page, {
    Field(field) {
      // The page's items get every field the storefront asks of a product.
      if (field.name.value === 'items') return { ...field, selectionSet: listed.selection.selectionSet };
      return undefined;
    },
  });
  return {
    name: `the fields of its ${listed.operation.name?.value ?? 'products'} through productPage`,
    query: withFragments(asPage.definitions[0]),
  };
}
