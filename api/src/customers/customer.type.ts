import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';

@ObjectType({
  description:
    'Everyone who ordered with one WhatsApp number, however it was typed (+973 3600 1234, 36001234, ٣٦٠٠١٢٣٤ are one customer).',
})
export class Customer {
  @Field(() => String, { description: "The WhatsApp number as international digits ('97336001234')." })
  whatsapp!: string;

  @Field(() => String, { description: 'The name on their latest order.' })
  name!: string;

  @Field(() => Int, { description: 'Orders placed with the number.' })
  orders!: number;

  @Field(() => MoneyScalar, { name: 'spent', description: 'BD: the totals of their orders, cancelled ones left out.' })
  spentFils!: number;

  @Field(() => GraphQLISODateTime)
  firstOrderAt!: Date;

  @Field(() => GraphQLISODateTime)
  lastOrderAt!: Date;

  @Field(() => String, { description: "The language of their latest order, 'en' or 'ar': write to them in it." })
  language!: string;
}

@ObjectType({ description: 'A page of customers, the latest to order first, and how many match in all.' })
export class CustomerPage {
  @Field(() => [Customer])
  items!: Customer[];

  @Field(() => Int, { description: 'Customers matching the search, paging aside.' })
  total!: number;
}
