import { Field, ID, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';

@ObjectType({ description: 'What the shopper is told once an order is placed.' })
export class OrderReceipt {
  @Field(() => ID, { description: 'The number the shopper quotes to look the order up.' })
  orderId!: number;

  /** Whole fils. */
  @Field(() => MoneyScalar, { description: 'What the shopper pays on delivery or pickup.' })
  total!: number;
}
