import type { Product } from '../catalog/product.entity';
import { InvalidInputError } from '../errors/domain-errors';
import type { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';

/**
 * The message on a line, checked against its product as the catalog has it now: only
 * a product that takes a message may carry one, and no longer than the owner allows. The
 * refusal names the product in the request's language. Answers what the line stores.
 */
export function checkedLineMessage(product: Product, message: string | undefined, language: Language): string | null {
  if (message === undefined) return null;
  const name = inLanguage(language, { en: product.name, ar: product.nameAr });
  if (product.messageMaxLength === null) throw new InvalidInputError(`${name} takes no message`);
  if (message.length > product.messageMaxLength) {
    throw new InvalidInputError(`The message for ${name} is too long (at most ${product.messageMaxLength} characters)`);
  }
  return message;
}
