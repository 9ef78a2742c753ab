import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whether the test email went out, in words for the admin.' })
export class TestEmailResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}
