import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';

@ObjectType({ description: 'Orders and sales of a period.' })
export class PeriodFigures {
  @Field(() => Int, {
    description: 'Orders placed in the period that stand, whatever their status; cancelled ones are left out.',
  })
  orders!: number;

  /** Whole fils. */
  @Field(() => MoneyScalar, {
    name: 'sales',
    description: "The sum of those orders' totals (after discount, with delivery).",
  })
  salesFils!: number;

  /** Whole fils. */
  @Field(() => MoneyScalar, {
    name: 'deliveryFees',
    description: 'The delivery charges within sales: what delivery brought apart from the goods (0 for pickup).',
  })
  deliveryFeesFils!: number;
}

/** A day is a period of its own, named by its date. */
@ObjectType({ description: 'Orders and sales of one Bahrain day.' })
export class DayFigures extends PeriodFigures {
  @Field(() => String, { description: 'The Bahrain day, YYYY-MM-DD.' })
  date!: string;
}

@ObjectType({ description: 'A product among the best sellers, by the name it was sold under.' })
export class BestSeller {
  @Field(() => String, {
    description: "The name as sold, in the request's language; in Arabic, the English name where it had no Arabic one.",
  })
  name!: string;

  @Field(() => Int, { description: 'Units sold.' })
  quantity!: number;

  /** Whole fils. */
  @Field(() => MoneyScalar, { name: 'sales', description: 'price x quantity of its lines, before order discounts.' })
  salesFils!: number;
}

@ObjectType({
  description:
    "The shop's figures for the dashboard, by Bahrain days (Asia/Bahrain). Sales are order totals (after discount, with delivery) and count the orders that stand: a cancelled order is in no figure.",
})
export class ShopFigures {
  @Field(() => PeriodFigures, { description: "Today's orders and sales (the Bahrain day now)." })
  today!: PeriodFigures;

  @Field(() => PeriodFigures, { description: 'This week: the last 7 Bahrain days, today included.' })
  week!: PeriodFigures;

  @Field(() => Int, { description: 'Orders still pending, whenever placed.' })
  pendingOrders!: number;

  @Field(() => [BestSeller], {
    description: 'The 5 best sellers of the last 30 Bahrain days (today included), most units first.',
  })
  bestSellers!: BestSeller[];

  @Field(() => [DayFigures], {
    description: 'The last 14 Bahrain days, oldest first and today last; days without orders at 0.',
  })
  days!: DayFigures[];
}
