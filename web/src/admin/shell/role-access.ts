import type { AdminRole } from '@crumb/shared/schema-types';
import type { AdminSection } from '../admin-paths';

/**
 * The back-office sections a staff account may open: the orders (with the To bake list and the
 * customers beside them) and their own sessions. The server refuses staff everything else
 * (docs/product.md#staff-accounts-and-roles); this only keeps the back office from offering what
 * would be refused.
 */
const STAFF_SECTIONS: ReadonlySet<AdminSection> = new Set(['orders', 'customers', 'sessions']);

/** Whether an account of this role may open the section. */
export function mayOpen(role: AdminRole, section: AdminSection): boolean {
  return role === 'owner' || STAFF_SECTIONS.has(section);
}

/** Whether the account sees the owner's figures and alerts on the dashboard. */
export const seesShopFigures = (role: AdminRole) => role === 'owner';
