import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { hostileValue } from './hostile-values';

/** A value of a GraphQL scalar that its parser accepts, mostly. */
function plausibleScalar(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.integer({ min: -2, max: 40 });
    case 'Float':
    case 'Money':
      return fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0.5, 1.25, 4.5));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(fc.integer({ min: 1, max: 12 }).map(String), fc.string({ maxLength: 6 }));
    case 'Upload':
      return fc.constant(null);
    default:
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      );
  }
}

function plausible(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return plausible(type.ofType, depth);
  if (isListType(type))
    return depth > 3 ? fc.constant([]) : fc.array(fuzzGraphqlValue(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, fuzzGraphqlValue(field.type, depth + 1)]),
    );
    return fc.record(fields, { requiredKeys: [] });
  }
  if (isScalarType(type)) return plausibleScalar(type.name);
  return fc.constant(null);
}

/** Mostly a value of the type, sometimes anything at all. */
export function fuzzGraphqlValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(type, depth) }, { weight: 1, arbitrary: hostileValue });
}
