import type { AdminRole } from '@crumb/shared/schema-types';

/** The roles an owner may give, in the order the role menus list them. */
export const staffRoles: readonly AdminRole[] = ['staff', 'owner'];
