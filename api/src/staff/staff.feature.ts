import type { Feature } from '../feature/feature';
import { StaffInvitation } from './staff-invitation.entity';
import { StaffResolver } from './staff.resolver';
import { staffRestRoutes } from './staff.rest';

/** The back office's accounts: owners invite staff by a one-time link, change their role, disable or remove them. */
export const staffFeature: Feature = {
  name: 'staff',
  entities: [StaffInvitation],
  resolvers: [StaffResolver],
  restRoutes: staffRestRoutes,
  // Accounts are in no public answer: these never clear the read cache.
  readCache: {
    mutationsKeepingCache: ['inviteStaff', 'acceptStaffInvitation', 'updateStaffAccount', 'removeStaffAccount'],
  },
};
