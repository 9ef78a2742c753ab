import { Field, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';
import { Voucher } from './voucher.entity';

@ObjectType({ description: 'A voucher that applies, and what it takes off a subtotal.' })
export class VoucherValidation {
  @Field(() => Voucher)
  voucher!: Voucher;

  /** Whole fils. */
  @Field(() => MoneyScalar, { description: 'What the voucher takes off the subtotal it was checked against.' })
  discountAmount!: number;
}
