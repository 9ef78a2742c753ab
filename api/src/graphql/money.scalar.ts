import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { exactFils, filsToDinar } from '@crumb/shared/money';

/**
 * Money is held as integer fils (1 BD = 1000 fils) everywhere on the server, so sums are
 * exact. On the wire it is Bahraini dinar as a number with at most three decimals.
 */
function parseDinar(value: unknown): number {
  const fils = typeof value === 'number' ? exactFils(value) : null;
  if (fils === null) {
    throw new GraphQLError('Money must be a number of Bahraini dinar with at most three decimals');
  }
  return fils;
}

export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'An amount in Bahraini dinar (BD) with at most three decimals, for example 4.500.',
  serialize(value) {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new GraphQLError('Money is held as whole fils on the server');
    }
    return filsToDinar(value);
  },
  parseValue: parseDinar,
  parseLiteral(ast) {
    if (ast.kind !== Kind.FLOAT && ast.kind !== Kind.INT) {
      throw new GraphQLError('Money must be a number of Bahraini dinar');
    }
    return parseDinar(Number(ast.value));
  },
});
