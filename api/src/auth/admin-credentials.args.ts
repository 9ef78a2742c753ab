import { ArgsType, Field } from 'type-graphql';

/**
 * The admin's email and password, the two arguments of both signing in and creating the admin
 * account (credential-rules.ts says what createAdmin accepts).
 */
@ArgsType()
export class AdminCredentials {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}
