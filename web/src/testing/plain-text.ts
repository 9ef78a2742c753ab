import { getDefaultNormalizer } from '@testing-library/react';

const collapseWhitespace = getDefaultNormalizer();

/**
 * Text as a person reads it: without the invisible bidi isolates around phone numbers and
 * names (shared/bidi.ts), no-break spaces as spaces. Pass as { normalizer: plainText }.
 */
export function plainText(text: string): string {
  return collapseWhitespace(text.replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' '));
}
