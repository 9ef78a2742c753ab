import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { exactFils, formatFils } from '@crumb/shared/money';
import { VOUCHER_CODE_MAX_LENGTH } from '@crumb/shared/order-limits';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { voucherDiscountFils } from './voucher-discount';
import { Voucher, VoucherType } from './voucher.entity';
import type { VoucherInput, VoucherUpdateInput } from './voucher.inputs';
import type { VoucherValidation } from './voucher-validation';

/** Far above any real voucher; keeps the amount inside the integer column. */
const MAX_FIXED_DISCOUNT_FILS = 1_000_000_000;

/** Codes are compared without regard to case or surrounding blanks. */
function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

function checkNewCode(code: string): void {
  if (!code) throw new InvalidInputError('Voucher code is required');
  if (code.length > VOUCHER_CODE_MAX_LENGTH) {
    throw new InvalidInputError(`A voucher code has at most ${VOUCHER_CODE_MAX_LENGTH} characters`);
  }
  if (!/^[A-Z0-9_-]+$/.test(code)) throw new InvalidInputError('A voucher code may only hold letters, digits, - and _');
  // Vouchers are addressed by id or code in the same place; digits alone would read as an id.
  if (/^\d+$/.test(code)) throw new InvalidInputError('A voucher code cannot be only digits');
}

/** The stored discount value (whole percent, or fils) of a discount as clients send it. */
function discountValueOf(type: VoucherType, discount: number): number {
  if (!Number.isFinite(discount)) throw new InvalidInputError('Discount must be a number');
  if (discount <= 0) throw new InvalidInputError('Discount must be greater than 0');
  if (type === VoucherType.percentage) {
    if (!Number.isInteger(discount)) throw new InvalidInputError('A percentage discount must be a whole number');
    if (discount > 100) throw new InvalidInputError('A percentage discount cannot exceed 100');
    return discount;
  }
  const fils = exactFils(discount);
  if (fils === null) throw new InvalidInputError('A fixed discount has at most three decimals');
  if (fils > MAX_FIXED_DISCOUNT_FILS) throw new InvalidInputError('A fixed discount cannot exceed 1000000 BD');
  return fils;
}

function checkMinSubtotal(fils: number | null | undefined): number | null {
  if (fils == null) return null;
  if (fils <= 0) throw new InvalidInputError('A minimum subtotal must be greater than 0');
  if (fils > MAX_FIXED_DISCOUNT_FILS) throw new InvalidInputError('A minimum subtotal cannot exceed 1000000 BD');
  return fils;
}

function checkUsageLimit(limit: number | null | undefined): number | null {
  if (limit == null) return null;
  if (!Number.isInteger(limit) || limit < 1)
    throw new InvalidInputError('A usage limit must be a whole number of at least 1');
  return limit;
}

function checkExpiry(expiresAt: Date | null | undefined): Date | null {
  if (expiresAt == null) return null;
  if (Number.isNaN(expiresAt.getTime())) throw new InvalidInputError('An expiry must be a date and time');
  return expiresAt;
}

/** A voucher's minimum subtotal (fils, null for none), refused with the words the checkout translates. */
export function refuseBelowVoucherMinimum(minSubtotalFils: number | null, subtotalFils: number): void {
  if (minSubtotalFils != null && subtotalFils < minSubtotalFils)
    throw new InvalidInputError(`This voucher needs a subtotal of at least ${formatFils(minSubtotalFils)} BD`);
}

/**
 * The voucher's own rules for a subtotal: not expired, the subtotal at its minimum, uses left.
 * Each refusal has its own message, which the checkout shows translated.
 */
export function checkVoucherApplies(voucher: Voucher, subtotalFils: number, now = new Date()): void {
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime()) throw new InvalidInputError(VOUCHER_EXPIRED);
  refuseBelowVoucherMinimum(voucher.minSubtotalFils, subtotalFils);
  if (voucher.usageLimit != null && voucher.usedCount >= voucher.usageLimit)
    throw new InvalidInputError(VOUCHER_USED_UP);
}

export const VOUCHER_EXPIRED = 'This voucher has expired';
export const VOUCHER_USED_UP = 'This voucher has been used up';

async function flushUniqueCode(ctx: RequestContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    // The unique index decides, so two admins creating the same code at once get one voucher.
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('Voucher code already exists');
    throw error;
  }
}

export const voucherService = {
  list(ctx: RequestContext): Promise<Voucher[]> {
    return ctx.em.find(Voucher, {}, { orderBy: { id: 'asc' } });
  },

  /** By id (digits) or by code (anything else), as the admin pages address vouchers both ways. */
  async get(ctx: RequestContext, idOrCode: string): Promise<Voucher> {
    const reference = idOrCode.trim();
    const voucher = /^\d+$/.test(reference)
      ? await ctx.em.findOne(Voucher, parseId(reference, 'voucher'))
      : await ctx.em.findOne(Voucher, { code: normalizeCode(reference) });
    if (!voucher) throw new NotFoundError('Voucher');
    return voucher;
  },

  async create(ctx: RequestContext, input: VoucherInput): Promise<Voucher> {
    const code = normalizeCode(input.code);
    checkNewCode(code);
    const voucher = ctx.em.create(Voucher, {
      code,
      type: input.type,
      discountValue: discountValueOf(input.type, input.discount),
      active: input.active ?? true,
      expiresAt: checkExpiry(input.expiresAt),
      minSubtotalFils: checkMinSubtotal(input.minSubtotal),
      usageLimit: checkUsageLimit(input.usageLimit),
    });
    await flushUniqueCode(ctx);
    return voucher;
  },

  async update(ctx: RequestContext, idOrCode: string, input: VoucherUpdateInput): Promise<Voucher> {
    const voucher = await voucherService.get(ctx, idOrCode);
    if (input.code != null && normalizeCode(input.code) !== voucher.code) {
      throw new InvalidInputError('A voucher code cannot be changed');
    }
    const type = input.type ?? voucher.type;
    if (input.discount != null) {
      voucher.discountValue = discountValueOf(type, input.discount);
    } else if (type !== voucher.type) {
      // 20 (percent) means nothing as a fixed amount, so a new type needs its own discount.
      throw new InvalidInputError('Give the discount when changing the voucher type');
    }
    voucher.type = type;
    if (input.active != null) voucher.active = input.active;
    // Omitted keeps the rule; null removes it.
    if (input.expiresAt !== undefined) voucher.expiresAt = checkExpiry(input.expiresAt);
    if (input.minSubtotal !== undefined) voucher.minSubtotalFils = checkMinSubtotal(input.minSubtotal);
    if (input.usageLimit !== undefined) voucher.usageLimit = checkUsageLimit(input.usageLimit);
    await ctx.em.flush();
    return voucher;
  },

  async delete(ctx: RequestContext, idOrCode: string): Promise<true> {
    const voucher = await voucherService.get(ctx, idOrCode);
    await ctx.em.remove(voucher).flush();
    return true;
  },

  async toggle(ctx: RequestContext, idOrCode: string): Promise<Voucher> {
    const voucher = await voucherService.get(ctx, idOrCode);
    voucher.active = !voucher.active;
    await ctx.em.flush();
    return voucher;
  },

  /** The active voucher with this code; the one answer for unknown and switched-off codes alike. */
  async findActive(ctx: RequestContext, code: string): Promise<Voucher> {
    const normalized = normalizeCode(code);
    if (!normalized) throw new InvalidInputError('Please enter a voucher code');
    const voucher = await ctx.em.findOne(Voucher, { code: normalized, active: true });
    if (!voucher) throw new InvalidInputError('Invalid voucher code');
    return voucher;
  },

  async validate(ctx: RequestContext, code: string, subtotalFils: number): Promise<VoucherValidation> {
    if (subtotalFils < 0) throw new InvalidInputError('Subtotal cannot be negative');
    if (!Number.isSafeInteger(subtotalFils)) throw new InvalidInputError('Subtotal is too large');
    const voucher = await voucherService.findActive(ctx, code);
    checkVoucherApplies(voucher, subtotalFils);
    return { voucher, discountAmount: voucherDiscountFils(voucher, subtotalFils) };
  },

  /**
   * Counts one use of the voucher for an order being placed, inside the order's transaction
   * (`ctx.em` is the transaction's). The expiry and minimum are checked on the voucher as read;
   * the use is counted by one conditional update, so shoppers racing for the last uses get
   * exactly as many as the limit allows and the rest are refused (the order is not placed).
   */
  async redeem(ctx: RequestContext, voucher: Voucher, subtotalFils: number): Promise<void> {
    checkVoucherApplies(voucher, subtotalFils);
    const result = await ctx.em
      .getConnection()
      .execute<{ affectedRows: number }>(
        'update "voucher" set "used_count" = "used_count" + 1 where "id" = ? and ("usage_limit" is null or "used_count" < "usage_limit")',
        [voucher.id],
        'run',
        ctx.em.getTransactionContext(),
      );
    if (result.affectedRows !== 1) throw new InvalidInputError(VOUCHER_USED_UP);
  },

  /**
   * Gives back (-1) the use an order made of the voucher with `code` when the order stops
   * standing (cancelled), or takes it again (+1) when it is reopened: the order was placed with
   * the voucher, so its use is counted again even past the limit. A voucher deleted since is
   * left alone. In the order's transaction (`ctx.em`).
   */
  async recountUse(ctx: Pick<RequestContext, 'em'>, code: string | null, change: 1 | -1): Promise<void> {
    if (!code) return;
    await ctx.em
      .getConnection()
      .execute(
        'update "voucher" set "used_count" = greatest("used_count" + ?, 0) where "code" = ?',
        [change, code],
        'run',
        ctx.em.getTransactionContext(),
      );
  },
};
