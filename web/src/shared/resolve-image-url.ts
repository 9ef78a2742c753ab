import { apiOrigin } from './api-origin';

const fullAddress = /^(https?:|data:|blob:)/i;

/**
 * docs/product.md#images: full http(s) addresses (and embedded data) are used unchanged, and
 * relative paths such as /uploads/demo/cake.svg are served by the API host.
 */
export function resolveImageUrl(path: string | null | undefined, origin = apiOrigin): string | undefined {
  const trimmed = path?.trim();
  if (!trimmed) return undefined;
  if (fullAddress.test(trimmed)) return trimmed;
  return `${origin}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}
