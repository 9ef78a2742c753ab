import { describe, expect, it } from 'vitest';
import { featureParts } from '../feature/feature-parts';
import { features } from '../features';
import { buildCrumbSchema } from '../shop';
import { checkReadCachePolicy, readCachePolicy } from './read-cache-policy';

describe('readCachePolicy', () => {
  it("joins the features' declarations into one policy", () => {
    const policy = readCachePolicy([
      { owner: 'shelf', fields: { queries: ['cakes'], queriesUnlessSearching: { cakePage: 'q' } } },
      { owner: 'till', fields: { mutationsKeepingCache: ['pay'] } },
      { owner: 'quiet', fields: {} },
    ]);
    expect([...policy.queries]).toEqual(['cakes']);
    expect([...policy.queriesUnlessSearching]).toEqual([['cakePage', 'q']]);
    expect([...policy.mutationsKeepingCache]).toEqual(['pay']);
  });

  it('refuses a field two features declare, or one declared both always cached and cached unless searching', () => {
    expect(() =>
      readCachePolicy([
        { owner: 'shelf', fields: { queries: ['cakes'] } },
        { owner: 'window', fields: { queries: ['cakes'] } },
      ]),
    ).toThrow("The read cache's query cakes is declared twice (by shelf and window)");
    expect(() =>
      readCachePolicy([{ owner: 'shelf', fields: { queries: ['cakes'], queriesUnlessSearching: { cakes: 'q' } } }]),
    ).toThrow('declared twice');
    expect(() =>
      readCachePolicy([
        { owner: 'till', fields: { mutationsKeepingCache: ['pay'] } },
        { owner: 'door', fields: { mutationsKeepingCache: ['pay'] } },
      ]),
    ).toThrow("The read cache's mutation pay is declared twice (by till and door)");
  });

  it('refuses a policy naming a field or a search argument the schema lacks', async () => {
    const schema = await buildCrumbSchema();
    const policy = (fields: Parameters<typeof readCachePolicy>[0][number]['fields']) =>
      readCachePolicy([{ owner: 'typo', fields }]);
    expect(() => checkReadCachePolicy(policy({ queries: ['prodcts'] }), schema)).toThrow('query prodcts');
    expect(() => checkReadCachePolicy(policy({ queriesUnlessSearching: { productPage: 'search' } }), schema)).toThrow(
      'query productPage(search)',
    );
    expect(() => checkReadCachePolicy(policy({ mutationsKeepingCache: ['logn'] }), schema)).toThrow('mutation logn');
    // A query field is not a mutation, nor the other way round.
    expect(() => checkReadCachePolicy(policy({ mutationsKeepingCache: ['products'] }), schema)).toThrow(
      'mutation products',
    );
    expect(() => checkReadCachePolicy(policy({ queries: ['login'] }), schema)).toThrow('query login');
  });
});

describe("the shop's read cache policy, assembled from the features list", () => {
  const policy = featureParts(features).readCachePolicy();

  it('holds what each feature declared', () => {
    const declaring = features.filter((feature) => feature.readCache);
    // A guard against a check that finds nothing: the catalog's reads and auth's writes at least.
    expect(declaring.map((feature) => feature.name)).toEqual(expect.arrayContaining(['catalog', 'auth']));
    for (const { name, readCache } of declaring) {
      for (const field of readCache?.queries ?? []) expect(policy.queries.has(field), `${name}: ${field}`).toBe(true);
      for (const [field, search] of Object.entries(readCache?.queriesUnlessSearching ?? {}))
        expect(policy.queriesUnlessSearching.get(field), `${name}: ${field}`).toBe(search);
      for (const field of readCache?.mutationsKeepingCache ?? [])
        expect(policy.mutationsKeepingCache.has(field), `${name}: ${field}`).toBe(true);
    }
  });

  it('holds nothing no feature declared, so every other mutation clears the cache', async () => {
    const declared = (pick: (fields: NonNullable<(typeof features)[number]['readCache']>) => readonly string[]) =>
      new Set(features.flatMap((feature) => (feature.readCache ? pick(feature.readCache) : [])));
    expect(policy.queries).toEqual(declared((fields) => fields.queries ?? []));
    expect(new Set(policy.queriesUnlessSearching.keys())).toEqual(
      declared((fields) => Object.keys(fields.queriesUnlessSearching ?? {})),
    );
    expect(policy.mutationsKeepingCache).toEqual(declared((fields) => fields.mutationsKeepingCache ?? []));
    const mutations = Object.keys((await buildCrumbSchema()).getMutationType()?.getFields() ?? {});
    const clearing = mutations.filter((field) => !policy.mutationsKeepingCache.has(field));
    expect(clearing).toEqual(expect.arrayContaining(['createProduct', 'updateSettings', 'createCategory']));
  });

  it('names only fields the schema has', async () => {
    const schema = await buildCrumbSchema();
    expect(() => checkReadCachePolicy(policy, schema)).not.toThrow();
  });
});
