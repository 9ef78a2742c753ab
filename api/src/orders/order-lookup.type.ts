import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Fulfilment } from '../delivery-areas/fulfilment';
import { MoneyScalar } from '../graphql/money.scalar';
import { OrderLine } from './order-line.entity';

@ObjectType({
  description:
    "What a guest sees of their own order (orderLookup): its status, lines, amounts, delivery time and area; never the customer's name, address or number.",
})
export class OrderLookup {
  @Field(() => ID)
  id!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => String, { description: 'pending, confirmed or delivered.' })
  status!: string;

  @Field(() => [OrderLine])
  items!: OrderLine[];

  @Field(() => MoneyScalar, { name: 'subtotal' })
  subtotalFils!: number;

  @Field(() => MoneyScalar, { name: 'deliveryCharge' })
  deliveryFils!: number;

  @Field(() => MoneyScalar, { name: 'discount' })
  discountFils!: number;

  @Field(() => MoneyScalar, { name: 'total' })
  totalFils!: number;

  @Field(() => String, {
    nullable: true,
    description: "The delivery day, 'YYYY-MM-DD' in Bahrain; null when the order has none.",
  })
  deliveryDate!: string | null;

  @Field(() => String, { nullable: true, description: 'The delivery window id; null without a delivery day.' })
  deliveryWindow!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "When the delivery window starts, 'HH:MM' Bahrain time, as booked.",
  })
  deliveryWindowStart!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "When the delivery window ends, 'HH:MM' Bahrain time, as booked.",
  })
  deliveryWindowEnd!: string | null;

  @Field(() => Fulfilment, { description: 'Delivered, or collected from the shop.' })
  fulfilment!: Fulfilment;

  @Field(() => String, {
    nullable: true,
    description: "The delivery area's English name as placed; null for pickup and without areas.",
  })
  area!: string | null;

  @Field(() => String, { nullable: true, description: "The delivery area's Arabic name as placed." })
  areaAr!: string | null;
}
