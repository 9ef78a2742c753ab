/**
 * The back office's routes (docs/product.md#back-office-screens): every page is /admin/{segment}. The router
 * nests them under /admin/*, so a route uses the segment and a link uses the href.
 */
export type AdminSection =
  | 'settings'
  | 'mobile'
  | 'theme'
  | 'categories'
  | 'products'
  | 'orders'
  | 'customers'
  | 'delivery'
  | 'delivery-areas'
  | 'vouchers'
  | 'home'
  | 'about'
  | 'contact'
  | 'navigation'
  | 'footer'
  | 'staff'
  | 'sessions'
  | 'activity';

export const adminHref = (section?: AdminSection) => (section ? `/admin/${section}` : '/admin');

/** The page where an invited person sets their password: open to anyone holding the link. */
export const acceptInvitationSegment = 'accept';
