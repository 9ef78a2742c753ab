import type { ProductOptionFieldsFragment } from '@crumb/shared/shared-operations';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { fromRestId, listOfObjects, toRestId } from '../../rest/rest-schemas';
import type { ProductOptionInput } from './product-option.inputs';

// A product's groups of choices in the REST facade's spelling (docs/product.md#catalogue-calls):
// `name` in the request's language with its Arabic twin as `name_ar`, like the product's own.

const names = {
  name: { type: 'string', description: "In the request's language; in Arabic, the English where there is no Arabic." },
  name_ar: { type: 'string', description: 'The Arabic name as written; empty when there is none.' },
} as const;

export const productOptionsAnswer = listOfObjects(
  {
    id: { type: 'integer' },
    ...names,
    required: { type: 'boolean', description: 'A line of the product must carry one of its choices at least.' },
    maxChoices: { type: 'integer', description: 'How many of its choices one line may carry: 1 for a size.' },
    choices: listOfObjects(
      {
        id: { type: 'integer' },
        ...names,
        priceDelta: { type: 'number', description: "BD added to the product's price when chosen; negative for less." },
        available: { type: 'boolean', description: 'False while sold out: orders with it are refused (409).' },
      },
      ['id', 'name', 'name_ar', 'priceDelta', 'available'],
    ),
  },
  ['id', 'name', 'name_ar', 'required', 'maxChoices', 'choices'],
  { description: 'Its groups of choices (a size, add-ons), in order; [] when it has none.' },
);

const writableNames = {
  name: { type: 'string', description: 'In English. Required; at most 80 characters.' },
  name_ar: { type: 'string', description: 'In Arabic. Optional; at most 80 characters.' },
} as const;

const optionsList = listOfObjects(
  {
    id: { type: 'integer', minimum: 1, description: "One of the product's groups: changes it. Left out: a new group." },
    ...writableNames,
    required: { type: 'boolean', description: 'Whether a shopper must pick one. Default false.' },
    maxChoices: { type: 'integer', description: 'How many of its choices one line may carry; default 1.' },
    choices: listOfObjects(
      {
        id: { type: 'integer', minimum: 1, description: "One of the group's choices: changes it. Left out: new." },
        ...writableNames,
        priceDelta: { type: 'number', description: 'BD, at most three decimals; negative for less; default 0.' },
        available: { type: 'boolean', description: 'Default true; false marks this choice sold out.' },
      },
      ['name'],
      { closed: true },
    ),
  },
  ['name', 'choices'],
  { closed: true },
);

/** What a product write takes: the list, or (in a multipart form) the same list as JSON text. */
export const productOptionsField = {
  anyOf: [optionsList, { type: 'string', description: 'The same list as JSON text, for a multipart form.' }],
  description:
    'All its groups of choices, in order. A group or choice sent with its id keeps it, one without is new, one left out is removed ([] removes all). Left out: none on a new product, unchanged on an update.',
} as const;

export interface RestOptionChoice {
  id?: number;
  name: string;
  name_ar?: string;
  priceDelta?: number;
  available?: boolean;
}

export interface RestOption {
  id?: number;
  name: string;
  name_ar?: string;
  required?: boolean;
  maxChoices?: number;
  choices: RestOptionChoice[];
}

/**
 * The groups a write sent, as the GraphQL input takes them; undefined when it sent none. A
 * multipart form carries them as JSON text, read here and checked against the same schema.
 */
export function optionInputs(
  options: RestOption[] | string | undefined,
  request: FastifyRequest,
): ProductOptionInput[] | undefined {
  if (options === undefined) return undefined;
  let list: unknown = options;
  if (typeof options === 'string') {
    try {
      list = JSON.parse(options);
    } catch {
      throw new HttpError(400, 'body/options must be a JSON list of option groups');
    }
    const validate = request.compileValidationSchema(optionsList, 'body');
    if (!validate(list)) {
      const problems = (validate.errors ?? []).map((error) => `body/options${error.instancePath} ${error.message}`);
      throw new HttpError(400, problems.join(', '));
    }
  }
  return (list as RestOption[]).map((option) => ({
    id: fromRestId(option.id),
    name: option.name,
    nameAr: option.name_ar,
    required: option.required,
    maxChoices: option.maxChoices,
    choices: option.choices.map((choice) => ({
      id: fromRestId(choice.id),
      name: choice.name,
      nameAr: choice.name_ar,
      priceDelta: choice.priceDelta,
      available: choice.available,
    })),
  }));
}

export function toRestOptions(options: readonly ProductOptionFieldsFragment[]) {
  return options.map((option) => ({
    id: toRestId(option.id),
    name: option.name,
    name_ar: option.ar.name,
    required: option.required,
    maxChoices: option.maxChoices,
    choices: option.choices.map((choice) => ({
      id: toRestId(choice.id),
      name: choice.name,
      name_ar: choice.ar.name,
      priceDelta: choice.priceDelta,
      available: choice.available,
    })),
  }));
}
