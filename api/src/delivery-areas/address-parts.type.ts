import { Field, InputType, ObjectType } from 'type-graphql';
import { OptionalMultiLineText } from '../input-safety';
import type { AddressParts } from './delivery-destination';

@ObjectType({ description: "A Bahraini address as its numbers, as the shopper gave them ('' when left blank)." })
export class AddressPartsView implements AddressParts {
  @Field(() => String, { description: 'Flat or house number.' }) house!: string;
  @Field(() => String, { description: 'Building number.' }) building!: string;
  @Field(() => String) road!: string;
  @Field(() => String) block!: string;
  @Field(() => String, { description: 'How to find it (a landmark, the gate colour).' }) directions!: string;
}

@InputType({
  description:
    'A Bahraini address as its numbers, with delivery areas on: the road, the block, and a flat or house number or a building number are required; at most 40 characters each, directions at most 1000.',
})
export class AddressPartsInput {
  @Field(() => String, { nullable: true, description: 'Flat or house number.' }) house?: string | null;
  @Field(() => String, { nullable: true, description: 'Building number.' }) building?: string | null;
  @Field(() => String, { nullable: true }) road?: string | null;
  @Field(() => String, { nullable: true }) block?: string | null;
  @OptionalMultiLineText('Optional: how to find it.') directions?: string | null;
}
