import { Field, ID, InputType, Int } from 'type-graphql';
import { AddressPartsInput } from '../delivery-areas/address-parts.type';
import { Fulfilment } from '../delivery-areas/fulfilment';
import { OptionalMultiLineText } from '../input-safety';
import { WHATSAPP_RULE } from './order-request';

@InputType({ description: 'A product and how many; its name and price (with its choices) are read from the catalog.' })
export class OrderItemInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int, { description: '1 to 999.' })
  quantity!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'The text on the cake, for products that take one (Product.messageMaxLength). Trimmed; blank means none. Lines of one product with different messages stay separate lines.',
  })
  message?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      "The product's choices for this line (Product.options), each named once. Lines of one product with other choices stay separate lines.",
  })
  choiceIds?: string[] | null;
}

@InputType({
  description: 'A cash-on-delivery order. The server prices it from the catalog: no amounts are taken from the client.',
})
export class OrderInput {
  @Field(() => String)
  customerName!: string;

  @Field(() => String, { description: WHATSAPP_RULE })
  whatsapp!: string;

  @OptionalMultiLineText(
    'Required for a delivery without addressParts. With addressParts it may be blank: the order then stores an address line made of the parts and the area. Not needed for pickup.',
  )
  address?: string | null;

  @OptionalMultiLineText()
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'Only cash is accepted.' })
  paymentMethod?: string | null;

  @Field(() => [OrderItemInput], { description: 'Lines of the same product, choices and message are merged.' })
  items!: OrderItemInput[];

  @Field(() => String, {
    nullable: true,
    description: 'Blank means none; an unknown or inactive code refuses the order.',
  })
  voucherCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "'YYYY-MM-DD', a Bahrain day from deliveryDays. Required with deliveryWindow while the delivery schedule is on; refused while it is off.",
  })
  deliveryDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A delivery window's id from deliveryDays, on deliveryDate. Required with deliveryDate while the delivery schedule is on.",
  })
  deliveryWindow?: string | null;

  @Field(() => Fulfilment, {
    nullable: true,
    description:
      'delivery (the default) or pickup, which only while the shop offers it (deliveryAreas.pickup.enabled).',
  })
  fulfilment?: Fulfilment | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'A delivery area from deliveryAreas: required for delivery while areas are on, refused while they are off; ignored for pickup.',
  })
  areaId?: string | null;

  @Field(() => AddressPartsInput, {
    nullable: true,
    description:
      'The address as its numbers: required for delivery while areas are on, refused while they are off; ignored for pickup.',
  })
  addressParts?: AddressPartsInput | null;
}
