import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { filsToDinar } from '@crumb/shared/money';
import { MoneyScalar } from '../graphql/money.scalar';

export enum VoucherType {
  percentage = 'percentage',
  fixed = 'fixed',
}

registerEnumType(VoucherType, {
  name: 'VoucherType',
  description: 'percentage: a whole percent of the subtotal; fixed: an amount in BD.',
});

@Entity({ tableName: 'voucher' })
@Check({
  name: 'voucher_discount_value_check',
  expression: `discount_value > 0 and (type <> 'percentage' or discount_value <= 100)`,
})
@Check({ name: 'voucher_code_uppercase_check', expression: 'code = upper(code)' })
@Check({ name: 'voucher_min_subtotal_fils_check', expression: 'min_subtotal_fils is null or min_subtotal_fils > 0' })
@Check({ name: 'voucher_usage_limit_check', expression: 'usage_limit is null or usage_limit >= 1' })
@Check({ name: 'voucher_used_count_check', expression: 'used_count >= 0' })
@ObjectType({ description: 'A discount code shoppers enter at checkout.' })
export class Voucher {
  [OptionalProps]?:
    'active' | 'createdAt' | 'updatedAt' | 'discount' | 'expiresAt' | 'minSubtotalFils' | 'usageLimit' | 'usedCount';

  @PrimaryKey({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  /** Stored uppercase, so the unique index also makes codes unique regardless of case. */
  @Property({ type: 'string', length: 40 })
  @Unique({ name: 'voucher_code_unique' })
  @Field(() => String, { description: 'Uppercase; matched without regard to case.' })
  code!: string;

  @Enum({ items: () => VoucherType })
  @Field(() => VoucherType)
  type!: VoucherType;

  /** A whole percent (1 to 100) for percentage vouchers, an amount in fils for fixed ones. */
  @Property({ type: 'integer' })
  discountValue!: number;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  active: boolean = true;

  /** After this instant the voucher no longer applies; null: it never expires. */
  @Property({ type: 'datetime', nullable: true })
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the voucher stops applying; null when it never expires.',
  })
  expiresAt: Date | null = null;

  /** The smallest subtotal (fils) the voucher applies to; null: any subtotal. */
  @Property({ type: 'integer', nullable: true })
  @Field(() => MoneyScalar, {
    name: 'minSubtotal',
    nullable: true,
    description: 'The smallest subtotal (BD) the voucher applies to; null for any.',
  })
  minSubtotalFils: number | null = null;

  /** How many orders may use the voucher; null: no limit. */
  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, {
    nullable: true,
    description: 'How many orders may use the voucher (at least 1); null for no limit.',
  })
  usageLimit: number | null = null;

  /** Orders placed with the voucher; counted in the order's transaction, never written by clients. */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many orders have used the voucher. Read-only.' })
  usedCount: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Float, {
    description: 'Percent off for a percentage voucher (20 = 20%), BD off for a fixed one (1.5 = 1.500 BD).',
  })
  get discount(): number {
    return this.type === VoucherType.percentage ? this.discountValue : filsToDinar(this.discountValue);
  }
}
