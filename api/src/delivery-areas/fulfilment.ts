import { registerEnumType } from 'type-graphql';

/** How an order leaves the bakery: brought to the shopper, or collected from the shop. */
export enum Fulfilment {
  delivery = 'delivery',
  pickup = 'pickup',
}

registerEnumType(Fulfilment, {
  name: 'Fulfilment',
  description: 'delivery: brought to the address (the default); pickup: collected from the shop, free.',
});

export const FULFILMENTS = Object.values(Fulfilment);
