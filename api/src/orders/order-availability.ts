import type { Product } from '../catalog/product.entity';
import { ConflictError } from '../errors/domain-errors';
import type { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Refuses an order holding a sold-out product with CONFLICT (409 in REST), naming
 * each such product in the request's language: 'Saffron Kunafa Tray is sold out'.
 */
export function refuseSoldOut(products: Iterable<Product>, language: Language): void {
  const soldOut = [...products].filter((product) => !product.available);
  if (soldOut.length === 0) return;
  const names = soldOut.map((product) => inLanguage(language, { en: product.name, ar: product.nameAr }));
  throw new ConflictError(`${listed(names)} ${names.length === 1 ? 'is' : 'are'} sold out`);
}
