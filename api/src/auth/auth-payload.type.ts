import { Field, ObjectType } from 'type-graphql';
import { Admin } from './admin.entity';

@ObjectType({ description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field(() => String, { description: 'Expires after 12 hours, or at logout.' })
  token!: string;

  @Field(() => Admin)
  admin!: Admin;
}
