import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A new order's email to the shop that failed every try: the owner may send it again." })
export class FailedOwnerNotification {
  @Field(() => ID, { description: 'The order (its number is its id).' })
  orderId!: number;

  @Field(() => Int, { description: 'How many times sending was tried.' })
  attempts!: number;

  @Field(() => String, { description: "The mail server's answer to the last try." })
  lastError!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the last try failed.' })
  failedAt!: Date;
}
