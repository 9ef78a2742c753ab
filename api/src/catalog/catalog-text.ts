import { InvalidInputError } from '../errors/domain-errors';

/** Long enough for any real description; keeps one request from storing a novel. */
export const DESCRIPTION_MAX_LENGTH = 5000;

/** A trimmed, non-blank name of at most `maxLength` characters ('Product name is required'). */
export function requiredName(name: string, what: 'Product' | 'Category', maxLength: number): string {
  const trimmed = name.trim();
  if (!trimmed) throw new InvalidInputError(`${what} name is required`);
  if (trimmed.length > maxLength) throw new InvalidInputError(`A ${what.toLowerCase()} name has at most ${maxLength} characters`);
  return trimmed;
}

/** A trimmed description; empty is fine. */
export function descriptionText(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > DESCRIPTION_MAX_LENGTH) throw new InvalidInputError(`A description has at most ${DESCRIPTION_MAX_LENGTH} characters`);
  return trimmed;
}
