import type { GraphQLSchema } from 'graphql';

/**
 * What one feature tells the read cache about its own GraphQL root fields: only the feature
 * knows which of its reads answer every visitor alike and which of its writes leave those
 * answers alone.
 */
export interface ReadCacheFields {
  /** Root query fields whose answers are the same for every visitor and change only by mutations. */
  queries?: readonly string[];
  /**
   * Root query fields cached like `queries` only while their search argument (the value) is
   * left out, null or blank. Searches are not kept: each text is rarely asked twice, and one
   * answer per text would push the catalogue's pages out of the cache, which keeps only the
   * newest 500 answers.
   */
  queriesUnlessSearching?: Readonly<Record<string, string>>;
  /**
   * Mutations known to change nothing any feature's cached reads answer. Every other mutation
   * (including any added later) clears the cache, so leaving one out costs speed, never
   * correctness.
   */
  mutationsKeepingCache?: readonly string[];
}

/** The read cache's one policy: every feature's declarations together. */
export interface ReadCachePolicy {
  queries: ReadonlySet<string>;
  queriesUnlessSearching: ReadonlyMap<string, string>;
  mutationsKeepingCache: ReadonlySet<string>;
}

/** One feature's declarations with its name, for messages. */
export interface OwnedReadCacheFields {
  owner: string;
  fields: ReadCacheFields;
}

/**
 * Gathers the declarations into one policy. A field declared twice is refused: two features
 * cannot both own a root field, and a query both always cached and cached unless searching
 * says two things at once.
 */
export function readCachePolicy(declarations: readonly OwnedReadCacheFields[]): ReadCachePolicy {
  const queryOwners = new Map<string, string>();
  const mutationOwners = new Map<string, string>();
  const claim = (owners: Map<string, string>, field: string, owner: string, kind: string) => {
    const earlier = owners.get(field);
    if (earlier !== undefined)
      throw new Error(`The read cache's ${kind} ${field} is declared twice (by ${earlier} and ${owner})`);
    owners.set(field, owner);
  };
  const queries = new Set<string>();
  const queriesUnlessSearching = new Map<string, string>();
  const mutationsKeepingCache = new Set<string>();
  for (const { owner, fields } of declarations) {
    for (const field of fields.queries ?? []) {
      claim(queryOwners, field, owner, 'query');
      queries.add(field);
    }
    for (const [field, search] of Object.entries(fields.queriesUnlessSearching ?? {})) {
      claim(queryOwners, field, owner, 'query');
      queriesUnlessSearching.set(field, search);
    }
    for (const field of fields.mutationsKeepingCache ?? []) {
      claim(mutationOwners, field, owner, 'mutation');
      mutationsKeepingCache.add(field);
    }
  }
  return { queries, queriesUnlessSearching, mutationsKeepingCache };
}

/**
 * Refuses a policy naming a root field or search argument the schema lacks: a misspelt query
 * would silently never be cached, a misspelt mutation silently clear the cache.
 */
export function checkReadCachePolicy(policy: ReadCachePolicy, schema: GraphQLSchema): void {
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  const mutationFields = schema.getMutationType()?.getFields() ?? {};
  const missing = [
    ...[...policy.queries].filter((field) => !queryFields[field]).map((field) => `query ${field}`),
    ...[...policy.queriesUnlessSearching]
      .filter(([field, search]) => !queryFields[field]?.args.some((argument) => argument.name === search))
      .map(([field, search]) => `query ${field}(${search})`),
    ...[...policy.mutationsKeepingCache].filter((field) => !mutationFields[field]).map((field) => `mutation ${field}`),
  ];
  if (missing.length > 0) throw new Error(`The read cache's policy names what the schema lacks: ${missing.join(', ')}`);
}
