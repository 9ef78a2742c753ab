import { InvalidInputError } from '../errors/domain-errors';

const MAX_ID = 2_147_483_647;

/** GraphQL IDs arrive as text; our ids are positive integers. */
export function parseId(value: string | number, what: string): number {
  const text = String(value).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new InvalidInputError(`Invalid ${what} id: ${JSON.stringify(String(value))}`);
  }
  return id;
}
