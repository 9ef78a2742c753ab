/**
 * Every address the client links to or calls, in one place (the routes of
 * docs/product.md#storefront-screens). Pages and links use getHref; the router uses path.
 */

/** The products page query parameter that preselects a category. */
export const categoryQueryParam = 'category';

/** An address without parameters: the router's path is also every link's href. */
const fixedPath = <Path extends string>(path: Path) => ({ path, getHref: () => path });

export const paths = {
  home: fixedPath('/'),
  products: {
    path: '/products',
    getHref: (categoryId?: string) =>
      categoryId === undefined ? '/products' : `/products?${new URLSearchParams({ [categoryQueryParam]: categoryId })}`,
  },
  /** One product's page. */
  product: {
    path: '/products/:id',
    getHref: (id: string) => `/products/${encodeURIComponent(id)}`,
  },
  cart: fixedPath('/cart'),
  checkout: fixedPath('/checkout'),
  orderConfirmation: fixedPath('/order-confirmation'),
  /** A guest looks an order up again. */
  orderLookup: fixedPath('/orders/lookup'),
  about: fixedPath('/about'),
  /** The back office: one lazily loaded bundle under /admin. */
  admin: {
    path: '/admin/*',
    getHref: () => '/admin',
  },
  notFound: {
    path: '*',
  },
} as const;

/** Paths the API serves, relative to its origin. */
export const apiPaths = {
  graphql: '/graphql',
} as const;

export const externalLinks = {
  instagram: (handle: string) => `https://www.instagram.com/${encodeURIComponent(handle)}/`,
  facebook: (page: string) => `https://www.facebook.com/${encodeURIComponent(page)}`,
  phone: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: (email: string) => `mailto:${email}`,
} as const;
