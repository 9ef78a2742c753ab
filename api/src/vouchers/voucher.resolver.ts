import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { MoneyScalar } from '../graphql/money.scalar';
import type { RequestContext } from '../graphql/request-context';
import { Voucher } from './voucher.entity';
import { VoucherInput, VoucherUpdateInput } from './voucher.inputs';
import { voucherService } from './voucher.service';
import { VoucherValidation } from './voucher-validation';

/** The `id` argument of the calls on one voucher: its id or its code, as the service looks it up. */
const IdOrCode = () =>
  Arg('id', () => ID, { description: "The voucher's id, or its code (digits alone are read as an id)." });

@Resolver(() => Voucher)
export class VoucherResolver {
  @Authorized(AdminRole.owner)
  @Query(() => [Voucher], { description: 'Every voucher, oldest first.' })
  vouchers(@Ctx() ctx: RequestContext): Promise<Voucher[]> {
    return voucherService.list(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => Voucher, { description: 'One voucher; NOT_FOUND when there is none.' })
  voucher(@Ctx() ctx: RequestContext, @IdOrCode() id: string): Promise<Voucher> {
    return voucherService.get(ctx, id);
  }

  @Query(() => VoucherValidation, {
    description: 'What an active voucher takes off a subtotal; BAD_USER_INPUT for an unknown or inactive code.',
  })
  validateVoucher(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String) code: string,
    @Arg('subtotal', () => MoneyScalar) subtotal: number,
  ): Promise<VoucherValidation> {
    return voucherService.validate(ctx, code, subtotal);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Voucher, { description: 'CONFLICT when the code exists already.' })
  createVoucher(@Ctx() ctx: RequestContext, @Arg('input', () => VoucherInput) input: VoucherInput): Promise<Voucher> {
    return voucherService.create(ctx, input);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Voucher)
  updateVoucher(
    @Ctx() ctx: RequestContext,
    @IdOrCode() id: string,
    @Arg('input', () => VoucherUpdateInput) input: VoucherUpdateInput,
  ): Promise<Voucher> {
    return voucherService.update(ctx, id, input);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, { description: 'True once deleted; orders that used the code keep it.' })
  deleteVoucher(@Ctx() ctx: RequestContext, @IdOrCode() id: string): Promise<boolean> {
    return voucherService.delete(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Voucher, { description: 'Switches the voucher on or off.' })
  toggleVoucher(@Ctx() ctx: RequestContext, @IdOrCode() id: string): Promise<Voucher> {
    return voucherService.toggle(ctx, id);
  }
}
