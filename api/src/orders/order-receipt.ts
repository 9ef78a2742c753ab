import { Field, ID, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';

@ObjectType({ description: 'What the shopper is told once an order is placed.' })
export class OrderReceipt {
  @Field(() => ID)
  orderId!: number;

  /** Whole fils. */
  @Field(() => MoneyScalar)
  total!: number;
}
