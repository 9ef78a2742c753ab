/**
 * The bounds of a page of the catalogue (GraphQL `productPage`, REST `GET /api/products` with
 * paging), which the API enforces and a client can keep to before it asks.
 */

/** Products on a page when the caller names no limit: a grid of 2, 3 or 4 columns fills evenly. */
export const PRODUCT_PAGE_DEFAULT = 24;
/** The largest page: one statement's worth of products with their categories and options. */
export const PRODUCT_PAGE_MAX = 100;
/** The longest search text read (a product name is at most 160 characters, but nobody types that). */
export const PRODUCT_QUERY_MAX_LENGTH = 100;
