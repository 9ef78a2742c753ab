import { GraphQLError, GraphQLScalarType } from 'graphql';

/** A plain JSON object, answered as it is: values whose shape is data, not schema (the activity record's fields). */
export const JsonObjectScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object, answered as it is. Only in answers: no argument takes one.',
  serialize(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new GraphQLError('JSONObject answers an object');
    }
    return value as Record<string, unknown>;
  },
  // Nothing takes one as input: there is nothing to check it against.
  parseValue() {
    throw new GraphQLError('JSONObject is an answer only');
  },
  parseLiteral() {
    throw new GraphQLError('JSONObject is an answer only');
  },
});
