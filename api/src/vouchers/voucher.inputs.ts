import { Field, Float, GraphQLISODateTime, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';
import { VoucherType } from './voucher.entity';

@InputType({ description: 'A new voucher.' })
export class VoucherInput {
  @Field(() => String, { description: 'Letters, digits, - and _; stored uppercase; not only digits.' })
  code!: string;

  @Field(() => VoucherType)
  type!: VoucherType;

  @Field(() => Float, {
    description: 'Whole percent (1 to 100) for percentage, BD (at most three decimals) for fixed.',
  })
  discount!: number;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  active?: boolean | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the voucher stops applying; none: never.' })
  expiresAt?: Date | null;

  /** Whole fils, as the Money scalar reads it. */
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The smallest subtotal (BD, above 0) the voucher applies to; none: any.',
  })
  minSubtotal?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How many orders may use the voucher (at least 1); none: no limit.',
  })
  usageLimit?: number | null;
}

@InputType({ description: 'Changes to a voucher; its code never changes. Omitted fields keep their value.' })
export class VoucherUpdateInput {
  @Field(() => String, {
    nullable: true,
    description: "May repeat the voucher's code (any case); a different code is refused.",
  })
  code?: string | null;

  @Field(() => VoucherType, { nullable: true, description: 'Changing the type needs the discount too.' })
  type?: VoucherType | null;

  @Field(() => Float, { nullable: true, description: 'Whole percent for percentage, BD for fixed.' })
  discount?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Omitted: kept; null: the voucher never expires.' })
  expiresAt?: Date | null;

  /** Whole fils, as the Money scalar reads it. */
  @Field(() => MoneyScalar, { nullable: true, description: 'BD above 0. Omitted: kept; null: any subtotal.' })
  minSubtotal?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'At least 1. Omitted: kept; null: no limit. The used count is kept either way.',
  })
  usageLimit?: number | null;
}
