import { Field, ID, InputType, Int } from 'type-graphql';
import { MultiLineText, OptionalMultiLineText } from '../input-safety';

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

  @Field(() => String)
  whatsapp!: string;

  @MultiLineText()
  @Field(() => String)
  address!: string;

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
}
