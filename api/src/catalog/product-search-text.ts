/**
 * What the catalogue search reads of a product (Migration20261126200000_product_search): its
 * names, and its names and descriptions, in both languages, folded by the database's
 * `search_text` into generated columns, and the trigram index on the second.
 */

/** The generated columns' expressions, as the entity declares them for the schema check. */
export const SEARCH_NAME_EXPRESSION = `(search_text("name" || ' ' || "name_ar")) stored`;
export const SEARCH_DOCUMENT_EXPRESSION = `(search_text("name" || ' ' || "name_ar" || ' ' || "description" || ' ' || "description_ar")) stored`;

/** The trigram index on the folded texts, declared on the entity so the schema check knows it. */
export const SEARCH_INDEX = {
  name: 'product_search_index',
  expression: `create index "product_search_index" on "product" using gin ("search_document" gin_trgm_ops)`,
};
