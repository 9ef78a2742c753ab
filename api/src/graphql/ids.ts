import { InvalidInputError } from '../errors/domain-errors';

const MAX_ID = 2_147_483_647;

/** The id `value` stands for, or undefined when it is none of ours (positive integers). */
export function idOrUndefined(value: string | number): number | undefined {
  const text = String(value).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** GraphQL IDs arrive as text; our ids are positive integers. */
export function parseId(value: string | number, what: string): number {
  const id = idOrUndefined(value);
  if (id === undefined) throw new InvalidInputError(`Invalid ${what} id: ${JSON.stringify(String(value))}`);
  return id;
}
