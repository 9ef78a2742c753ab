import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/money.scalar';

// The owner's delivery areas as one document: what checkout reads and the back office saves
// whole. Amounts are whole fils on the server, BD with three decimals on the wire.

@ObjectType({ description: 'An area shoppers pick at checkout; switched off, orders to it are refused.' })
export class DeliveryAreaView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'In English.' }) name!: string;
  @Field(() => String, { description: 'In Arabic.' }) nameAr!: string;
  @Field(() => Boolean) enabled!: boolean;
}

@ObjectType({ description: 'Areas delivered to at one fee, with the smallest subtotal taken for them.' })
export class DeliveryZoneView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'In English.' }) name!: string;
  @Field(() => String, { description: 'In Arabic.' }) nameAr!: string;
  @Field(() => MoneyScalar, { name: 'fee', description: 'The delivery charge to its areas; 0 allowed.' })
  feeFils!: number;
  @Field(() => MoneyScalar, {
    name: 'minimum',
    description: 'The smallest subtotal (before any voucher discount) an order to its areas may have; 0 for none.',
  })
  minimumFils!: number;
  @Field(() => [DeliveryAreaView], { description: "In the owner's order." }) areas!: DeliveryAreaView[];
}

@ObjectType({ description: 'Collecting an order from the shop: free, when the owner offers it.' })
export class PickupView {
  @Field(() => Boolean, { description: 'Whether checkout offers pickup.' }) enabled!: boolean;
  @Field(() => String, { description: "The shop's address, in English." }) address!: string;
  @Field(() => String, { description: "The shop's address, in Arabic." }) addressAr!: string;
  @Field(() => String, { description: "A link to the shop on a map; '' for none." }) mapUrl!: string;
}

@ObjectType({
  description:
    'Where the bakery delivers and what it charges. While `enabled` is false (the default) every delivered order pays the flat 2.000 BD and gives a free-text address; the zones are kept for when it is turned on.',
})
export class DeliveryAreasView {
  @Field(() => Boolean, { description: 'Checkout asks for an area and charges its zone.' }) enabled!: boolean;
  @Field(() => MoneyScalar, {
    name: 'freeDeliveryFrom',
    nullable: true,
    description:
      'Delivery is free from this subtotal (before any voucher discount) on, the amount itself included; null: never. Applies while areas are on.',
  })
  freeDeliveryFromFils!: number | null;
  @Field(() => PickupView) pickup!: PickupView;
  @Field(() => [DeliveryZoneView], { description: "In the owner's order." }) zones!: DeliveryZoneView[];
}

@InputType({ description: 'An area: with the id of a stored one it changes (or moves) it; without, it is new.' })
export class DeliveryAreaInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { description: 'In English; required, at most 80 characters.' }) name!: string;
  @Field(() => String, { description: 'In Arabic; required, at most 80 characters.' }) nameAr!: string;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) enabled?: boolean | null;
}

@InputType({ description: 'A zone: with the id of a stored one it changes it; without, it is new.' })
export class DeliveryZoneInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { description: 'In English; required, at most 80 characters.' }) name!: string;
  @Field(() => String, { description: 'In Arabic; required, at most 80 characters.' }) nameAr!: string;
  @Field(() => MoneyScalar, { description: '0 or more, at most three decimals.' }) fee!: number;
  @Field(() => MoneyScalar, { description: '0 or more; 0 for no minimum.' }) minimum!: number;
  @Field(() => [DeliveryAreaInput]) areas!: DeliveryAreaInput[];
}

@InputType({ description: 'Pickup from the shop.' })
export class PickupInput {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String, { description: 'In English; required while pickup is on.' }) address!: string;
  @Field(() => String, { description: 'In Arabic; required while pickup is on.' }) addressAr!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) link; blank or null for none.' })
  mapUrl?: string | null;
}

@InputType({
  description:
    'The whole of the delivery areas, replacing the stored ones: zones and areas left out are removed (orders keep their own copy).',
})
export class DeliveryAreasInput {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => MoneyScalar, { nullable: true, description: 'Null or left out: never free.' })
  freeDeliveryFrom?: number | null;
  @Field(() => PickupInput) pickup!: PickupInput;
  @Field(() => [DeliveryZoneInput]) zones!: DeliveryZoneInput[];
}
