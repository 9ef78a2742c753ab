import { Field, Float, InputType } from 'type-graphql';
import { VoucherType } from './voucher.entity';

@InputType({ description: 'A new voucher.' })
export class VoucherInput {
  @Field(() => String, { description: 'Letters, digits, - and _; stored uppercase; not only digits.' })
  code!: string;

  @Field(() => VoucherType)
  type!: VoucherType;

  @Field(() => Float, { description: 'Whole percent (1 to 100) for percentage, BD (at most three decimals) for fixed.' })
  discount!: number;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  active?: boolean | null;
}

@InputType({ description: 'Changes to a voucher; its code never changes. Omitted fields keep their value.' })
export class VoucherUpdateInput {
  @Field(() => String, { nullable: true, description: "May repeat the voucher's code (any case); a different code is refused." })
  code?: string | null;

  @Field(() => VoucherType, { nullable: true, description: 'Changing the type needs the discount too.' })
  type?: VoucherType | null;

  @Field(() => Float, { nullable: true, description: 'Whole percent for percentage, BD for fixed.' })
  discount?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}
