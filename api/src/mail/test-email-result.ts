import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whether the test email went out, in words for the admin.' })
export class TestEmailResult {
  @Field(() => Boolean, { description: 'True when the mail server took the message.' })
  success!: boolean;

  @Field(() => String, { description: "What happened, or the mail server's reason for refusing it." })
  message!: string;
}
