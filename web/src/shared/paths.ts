/**
 * Every address the client links to or calls, in one place (SPEC §2 route table). Pages and
 * links use getHref; the router uses path.
 */

/** The products page query parameter that preselects a category. */
export const categoryQueryParam = 'category';

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  products: {
    path: '/products',
    getHref: (categoryId?: string) =>
      categoryId === undefined ? '/products' : `/products?${new URLSearchParams({ [categoryQueryParam]: categoryId })}`,
  },
  cart: {
    path: '/cart',
    getHref: () => '/cart',
  },
  checkout: {
    path: '/checkout',
    getHref: () => '/checkout',
  },
  orderConfirmation: {
    path: '/order-confirmation',
    getHref: () => '/order-confirmation',
  },
  /** A guest looks an order up again (issue 14). */
  orderLookup: {
    path: '/orders/lookup',
    getHref: () => '/orders/lookup',
  },
  about: {
    path: '/about',
    getHref: () => '/about',
  },
  /** The back office (issue 5): one lazily loaded bundle under /admin. */
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
