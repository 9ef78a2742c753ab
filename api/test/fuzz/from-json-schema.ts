import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/** The parts of a JSON schema (as the OpenAPI document writes them) that shape a value. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

const DAY = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A value the schema accepts, mostly: the fuzz needs requests that get past validation too. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => plausible(variant, depth)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'integer':
          return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 50, 1_000_000) });
        case 'number':
          return fc.oneof(
            fc.integer({ min: 0, max: 100 }),
            fc.double({ min: 0, max: 100, noNaN: true }).map((n) => Math.round(n * 1000) / 1000),
          );
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 3 ? fc.constant([]) : fc.array(fuzzValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
        case 'object':
          return depth > 3 ? fc.constant({}) : fuzzObject(schema, depth + 1);
        default:
          if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || schema.format === 'date') return DAY;
          if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
          return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
      }
    }),
  );
}

/** Mostly what the schema asks for, sometimes anything at all. */
export function fuzzValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(schema, depth) }, { weight: 2, arbitrary: hostileValue });
}

/** An object of the schema's fields, each there or not, plus fields it does not have. */
export function fuzzObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, fuzzValue(field, depth)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([known, extra, withExtra]) => (withExtra ? { ...extra, ...known } : known));
}
