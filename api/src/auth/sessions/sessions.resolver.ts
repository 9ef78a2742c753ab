import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminRole } from '../../graphql/admin-role';
import type { RequestContext } from '../../graphql/request-context';
import { AdminSession } from './admin-session.entity';
import { sessionsService } from './sessions.service';

/** The signed-in person's own sessions: owners and staff alike, each their own only. */
@Resolver(() => AdminSession)
export class SessionsResolver {
  @Authorized(AdminRole.staff)
  @Query(() => [AdminSession], {
    description:
      "The signed-in account's devices: its sessions not expired, the one in use first (current), then the most recently used.",
  })
  adminSessions(@Ctx() ctx: RequestContext): Promise<AdminSession[]> {
    return sessionsService.list(ctx);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the request was made with this session.' })
  current(@Root() session: AdminSession, @Ctx() ctx: RequestContext): boolean {
    return session.tokenId === ctx.admin?.tokenId;
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Boolean, {
    description:
      "Signs out one of the account's other sessions: its token is refused and its live connections end at once. NOT_FOUND for another account's session; BAD_USER_INPUT for the one in use (logout ends it).",
  })
  signOutSession(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return sessionsService.signOut(ctx, id);
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Boolean, {
    description: 'Signs out every session of the account but the one in use, those signed in before it too.',
  })
  signOutOtherSessions(@Ctx() ctx: RequestContext): Promise<boolean> {
    return sessionsService.signOutOthers(ctx);
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Boolean, {
    description: 'Signs out every session of the account, the one in use included: sign in again afterwards.',
  })
  signOutAllSessions(@Ctx() ctx: RequestContext): Promise<boolean> {
    return sessionsService.signOutAll(ctx);
  }
}
