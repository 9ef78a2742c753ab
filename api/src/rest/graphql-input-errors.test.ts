import { describe, expect, it } from 'vitest';
import { restInputMessage } from './graphql-input-errors';

describe("GraphQL's refusals of variables, in REST terms", () => {
  it.each([
    [
      'Variable "$input" got invalid value 100000000000000000000 at "input.items[0].quantity"; Int cannot represent non 32-bit signed integer value: 100000000000000000000',
      'items[0].quantity must be a whole number between -2147483648 and 2147483647',
    ],
    [
      'Variable "$subtotal" got invalid value Infinity; Money must be a number of Bahraini dinar with at most three decimals',
      'subtotal must be a number of Bahraini dinar with at most three decimals',
    ],
    [
      'Variable "$input" got invalid value { name: "" }; Field "price" of required type "Money!" was not provided.',
      'price is required',
    ],
    [
      'Variable "$input" got invalid value { a: 1 } at "input.ar"; Field "name" of required type "String!" was not provided.',
      'ar.name is required',
    ],
    ['Variable "$input" of required type "ProductInput!" was not provided.', 'The request body is required'],
    ['Variable "$status" of non-null type "String!" must not be null.', 'status is required'],
    [
      'Variable "$input" got invalid value "x" at "input.featured"; Boolean cannot represent a non boolean value: "x"',
      'featured must be true or false',
    ],
    ['Product name is required', 'Product name is required'],
  ])('%s', (graphql, rest) => {
    expect(restInputMessage(graphql)).toBe(rest);
    expect(restInputMessage(graphql)).not.toMatch(/\$|"input\./);
  });
});
