import { Field, Int, ObjectType } from 'type-graphql';
import { PRODUCT_PAGE_DEFAULT, PRODUCT_PAGE_MAX, PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { Product } from './product.entity';
import { PRODUCT_LIST_ORDER } from './product.service';

@ObjectType({ description: 'A page of products and how many products match in all.' })
export class ProductPage {
  @Field(() => [Product])
  items: Product[];

  @Field(() => Int, { description: 'Products matching the category and the search, on every page (paging aside).' })
  total: number;

  constructor(items: Product[], total: number) {
    this.items = items;
    this.total = total;
  }
}

/** A page of the catalogue as callers ask for it (GraphQL arguments, REST query). */
export interface ProductPageRequest {
  categoryId?: number;
  q?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/**
 * How close a word of a product's texts must come to the query (pg_trgm's word similarity, the
 * share of the query's trigrams found in one stretch of the text): 0.5 lets one typo through in a
 * word of six letters or more ("choclate" finds "chocolate", 0.58) and keeps unrelated words that
 * share an ending out ("cake" does not find "bake", 0.4).
 */
const MATCH_THRESHOLD = 0.5;
/**
 * Shorter queries (after folding) have too few trigrams to compare: "ca" finds the products with
 * a word starting so, not every text holding a "c".
 */
const TRIGRAM_MIN_LENGTH = 3;

function checkedPaging({ limit, offset }: ProductPageRequest): { limit: number; offset: number } {
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > PRODUCT_PAGE_MAX)) {
    throw new InvalidInputError(`limit must be a whole number from 1 to ${PRODUCT_PAGE_MAX}`);
  }
  if (offset != null && (!Number.isInteger(offset) || offset < 0)) {
    throw new InvalidInputError('offset must be a whole number, 0 or more');
  }
  return { limit: limit ?? PRODUCT_PAGE_DEFAULT, offset: offset ?? 0 };
}

function checkedQuery(q: string | null | undefined): string {
  const text = q?.trim() ?? '';
  if (text.length > PRODUCT_QUERY_MAX_LENGTH) {
    throw new InvalidInputError(`q must be at most ${PRODUCT_QUERY_MAX_LENGTH} characters`);
  }
  return text;
}

/** Escapes LIKE's wildcards (folding already turns them into spaces; this keeps it so if it changes). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Matching {
  /** The condition a matching product meets (its placeholders first in `params`). */
  where: string;
  /** Higher for a better match. */
  rank: string;
  /** The values of the placeholders of `rank`, then of `where`, in that order. */
  params: unknown[];
}

/**
 * Near matches of a folded query of TRIGRAM_MIN_LENGTH or more characters, through the trigram
 * index. Measuring word similarity on each candidate's whole text was most of a search's time (a
 * product's texts run to a few hundred characters), so the texts holding the query at the start
 * of a word skip it: they are matches whatever it would say (every trigram of the query but
 * perhaps its last is there, at least 0.75), and the index finds them by the pattern too. Only
 * the products found through near spellings pay for the comparison. The same goes for the rank:
 * a name holding the query as whole words is as close as a name can come (1).
 */
function trigramMatching(folded: string): Matching {
  const escaped = likeEscaped(folded);
  return {
    // Ranked by the name alone; the products found only by their description follow, featured
    // first, then by id.
    rank: `case when ' ' || p."search_name" || ' ' like ? then 1 else word_similarity(?, p."search_name") end`,
    // `<%` is word_similarity(query, text) >= pg_trgm.word_similarity_threshold, which the index answers.
    where: `(p."search_document" like ? or p."search_document" like ? or ? <% p."search_document")`,
    params: [`% ${escaped} %`, folded, `${escaped}%`, `% ${escaped}%`, folded],
  };
}

/** A shorter folded query: the products with a word starting with it, first those whose name starts with it. */
function prefixMatching(folded: string): Matching {
  const prefix = `${likeEscaped(folded)}%`;
  const wordPrefix = `% ${prefix}`;
  return {
    rank: `case when p."search_name" like ? then 3 when p."search_name" like ? then 2 else 1 end`,
    where: `(p."search_document" like ? or p."search_document" like ?)`,
    params: [prefix, wordPrefix, prefix, wordPrefix],
  };
}

/** The products with these ids, with their categories, in that order. */
async function productsInOrder(ctx: RequestContext, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const products = await ctx.em.find(Product, { id: { $in: ids } }, { populate: ['category'] });
  const byId = new Map(products.map((product) => [product.id, product]));
  // A product deleted between the two reads is left out rather than answered as a hole.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const productSearch = {
  /**
   * A page of the catalogue, of one category or all, with how many products match in all.
   * Without a search (q blank, or nothing but punctuation) in the list's order: featured first,
   * then by id. With one, the products whose name or description, in English or Arabic, holds
   * the query's words or near spellings of them (docs/product.md#search), best match first:
   * by how close the name comes, then featured, then by id.
   */
  async page(ctx: RequestContext, request: ProductPageRequest): Promise<ProductPage> {
    const { limit, offset } = checkedPaging(request);
    const q = checkedQuery(request.q);
    const found = q === '' ? undefined : await productSearch.matchingIds(ctx, q, request.categoryId, limit, offset);
    if (found) return new ProductPage(await productsInOrder(ctx, found.ids), found.total);
    const [items, total] = await ctx.em.findAndCount(
      Product,
      request.categoryId === undefined ? {} : { category: request.categoryId },
      { populate: ['category'], orderBy: PRODUCT_LIST_ORDER, limit, offset },
    );
    return new ProductPage(items, total);
  },

  /**
   * The ids of a page of the products matching `q`, best first, and how many match: undefined
   * when `q` folds to nothing (punctuation alone), which searches for nothing. In a transaction
   * of its own, as the match threshold is set for it alone (a setting local to the transaction).
   */
  matchingIds(
    ctx: RequestContext,
    q: string,
    categoryId: number | undefined,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number } | undefined> {
    return ctx.em.transactional(async (em) => {
      // Without statistics on what a trigram match costs (each compares the whole text), the
      // planner may read every product where the index would read the few that match.
      const [setting] = await em.execute<Array<{ folded: string }>>(
        `select set_config('pg_trgm.word_similarity_threshold', ?, true), set_config('enable_seqscan', 'off', true),
           search_text(?) as folded`,
        [String(MATCH_THRESHOLD), q],
      );
      const folded = setting?.folded ?? '';
      if (folded === '') return undefined;
      const matching = folded.length < TRIGRAM_MIN_LENGTH ? prefixMatching(folded) : trigramMatching(folded);
      const inCategory = categoryId === undefined ? '' : ' and p."category_id" = ?';
      const [row] = await em.execute<Array<{ total: number; ids: number[] }>>(
        `with matched as (
           select p."id", p."featured", ${matching.rank} as rank
           from "product" p
           where ${matching.where}${inCategory}
         )
         select (select count(*) from matched)::int as total,
           array(select "id" from matched order by rank desc, "featured" desc, "id" asc limit ? offset ?) as ids`,
        [...matching.params, ...(categoryId === undefined ? [] : [categoryId]), limit, offset],
      );
      return { ids: row!.ids.map(Number), total: Number(row!.total) };
    });
  },
};
