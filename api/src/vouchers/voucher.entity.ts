import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { filsToDinar } from '../graphql/money.scalar';

export enum VoucherType {
  percentage = 'percentage',
  fixed = 'fixed',
}

registerEnumType(VoucherType, {
  name: 'VoucherType',
  description: 'percentage: a whole percent of the subtotal; fixed: an amount in BD.',
});

@Entity({ tableName: 'voucher' })
@Check({ name: 'voucher_discount_value_check', expression: `discount_value > 0 and (type <> 'percentage' or discount_value <= 100)` })
@Check({ name: 'voucher_code_uppercase_check', expression: 'code = upper(code)' })
@ObjectType({ description: 'A discount code shoppers enter at checkout.' })
export class Voucher {
  [OptionalProps]?: 'active' | 'createdAt' | 'updatedAt' | 'discount';

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Float, { description: 'Percent off for a percentage voucher (20 = 20%), BD off for a fixed one (1.5 = 1.500 BD).' })
  get discount(): number {
    return this.type === VoucherType.percentage ? this.discountValue : filsToDinar(this.discountValue);
  }
}
