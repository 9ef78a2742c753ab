import { Field, ObjectType } from 'type-graphql';
import { Admin } from '../auth/admin.entity';

@ObjectType({ description: 'A new invitation: the account, and the one-time link for the owner to send.' })
export class StaffInvite {
  @Field(() => Admin)
  account!: Admin;

  @Field(() => String, {
    description:
      "The back office's page where the invited person sets their password, the one-time token in its `token` parameter. Shown only now.",
  })
  inviteUrl!: string;

  @Field(() => Date, { description: 'The link works until then, once.' })
  expiresAt!: Date;
}
