import { Field, ID, InputType, Int } from 'type-graphql';
import { AddressPartsInput } from '../delivery-areas/address-parts.type';
import { OptionalMultiLineText } from '../input-safety';

@InputType({
  description:
    'A line of a changed order: one of its lines (lineId), kept as sold when nothing of it changes, or a product to add (productId). A line left out is removed.',
})
export class OrderChangeItemInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "One of the order's lines (OrderLine.id). Its message and choices stay as sold unless given; a line whose quantity, message and choices all stay keeps the price it was sold at, a changed one is priced at today's.",
  })
  lineId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A product to add, priced at today’s price; not with lineId.' })
  productId?: string | null;

  @Field(() => Int, { description: '1 to 999.' })
  quantity!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The text on the cake; with lineId, leave it out to keep the message as sold, or send "" for none.',
  })
  message?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description: "The product's choices; with lineId, leave it out to keep the choices as sold.",
  })
  choiceIds?: string[] | null;
}

@InputType({
  description:
    'A change of a placed order by the back office: only what is given changes. The server prices it again: lines kept as they were keep their prices, new and changed ones take today’s, the voucher is judged as it stood when the order was placed.',
})
export class OrderChangeInput {
  @Field(() => [OrderChangeItemInput], {
    nullable: true,
    description: 'Every line the order is to have (at least one): lines of the order left out are removed.',
  })
  items?: OrderChangeItemInput[] | null;

  @Field(() => String, { nullable: true, description: "A new delivery day, 'YYYY-MM-DD', with deliveryWindow." })
  deliveryDate?: string | null;

  @Field(() => String, { nullable: true, description: 'A new delivery window id, with deliveryDate.' })
  deliveryWindow?: string | null;

  @OptionalMultiLineText('A new address line, for a delivery order placed without delivery areas.')
  address?: string | null;

  @Field(() => AddressPartsInput, {
    nullable: true,
    description: 'A new address in the same delivery area, for an order placed with areas on.',
  })
  addressParts?: AddressPartsInput | null;

  @OptionalMultiLineText('A new note; "" clears it.')
  note?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The owner only: books the new delivery window even though it is full, for this reason (kept in the activity record).',
  })
  fullWindowReason?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The order’s version as the client last read it: CONFLICT when the order has changed since. Left out, the change applies to the order as it stands.',
  })
  version?: number | null;
}
