import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Admin } from '../auth/admin.entity';
import { AuthPayload } from '../auth/auth-payload.type';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { StaffInvite } from './staff-invite.type';
import { staffService } from './staff.service';

@Resolver()
export class StaffResolver {
  @Authorized(AdminRole.owner)
  @Query(() => [Admin], { description: "Every account of the back office, the shop's first admin first." })
  staffAccounts(@Ctx() ctx: RequestContext): Promise<Admin[]> {
    return staffService.list(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => StaffInvite, {
    description:
      'Invites someone by email with a role; answers the one-time link (72 hours) for them to set their password. Inviting an open invitation again sends a new link; CONFLICT for an account in use.',
  })
  inviteStaff(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('role', () => AdminRole) role: AdminRole,
  ): Promise<StaffInvite> {
    return staffService.invite(ctx, email, role);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Sets an invited account's password (8 characters or more) with the invitation link's token and signs in, answering as login does. BAD_USER_INPUT for a link unknown, used or expired.",
  })
  acceptStaffInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
  ): Promise<AuthPayload> {
    return staffService.accept(ctx, token, password);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Admin, {
    description:
      "Changes an account's role or disables it (its sessions end at once); CONFLICT when the shop would be left without an enabled owner.",
  })
  updateStaffAccount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => AdminRole, { nullable: true }) role: AdminRole | null,
    @Arg('disabled', () => Boolean, { nullable: true }) disabled: boolean | null,
  ): Promise<Admin> {
    return staffService.update(ctx, id, { role, disabled });
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, {
    description:
      'Removes an account (its sessions end at once); CONFLICT when the shop would be left without an enabled owner.',
  })
  removeStaffAccount(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return staffService.remove(ctx, id);
  }
}
