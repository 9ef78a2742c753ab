import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { Language } from '../localized/language';
import { AdminCredentials } from './admin-credentials.args';
import { Admin } from './admin.entity';
import { AuthPayload } from './auth-payload.type';
import { authService } from './auth.service';

@Resolver(() => Admin)
export class AuthResolver {
  @Query(() => Boolean, { description: 'Whether the admin account exists yet; until it does, createAdmin is open.' })
  adminExists(@Ctx() ctx: RequestContext): Promise<boolean> {
    return authService.adminExists(ctx);
  }

  @Authorized(AdminRole.staff)
  @Query(() => Admin, { description: 'The admin the bearer token belongs to; UNAUTHENTICATED without a valid one.' })
  verify(@Ctx() ctx: RequestContext): Promise<Admin> {
    return authService.currentAdmin(ctx);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in. UNAUTHENTICATED for a wrong email or password alike; TOO_MANY_REQUESTS after repeated failures.',
  })
  login(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminCredentials) { email, password }: AdminCredentials,
  ): Promise<AuthPayload> {
    return authService.login(ctx, email, password);
  }

  @Mutation(() => Admin, {
    description: 'Creates the admin account (password of 8 characters or more); CONFLICT once one exists.',
  })
  createAdmin(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminCredentials) { email, password }: AdminCredentials,
  ): Promise<Admin> {
    return authService.createAdmin(ctx, email, password);
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Admin, {
    description:
      "Records the language the signed-in admin reads the back office in; the owner's emails (new orders, the test email) are written in it. Signing in records the request's language too.",
  })
  updateAdminLanguage(@Ctx() ctx: RequestContext, @Arg('language', () => Language) language: Language): Promise<Admin> {
    return authService.updateLanguage(ctx, language);
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Boolean, { description: 'Signs out: the token the request carries is refused from now on.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return authService.logout(ctx);
  }
}
