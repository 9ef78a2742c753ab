/**
 * The address parameter that picks a page's language (`/products?lang=ar`): the server renders
 * the page in it, and the browser stores it as the shopper's choice. The hreflang alternates of
 * every storefront page point at it, so search engines can fetch each language.
 */
export const LANGUAGE_PARAM = 'lang';
