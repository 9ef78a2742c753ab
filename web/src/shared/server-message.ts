import { CombinedGraphQLErrors } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import type { TextKey, TextNamespaces } from '../i18n/feature-texts';

/** The error codes of the shop's rules (the API's domain errors): their messages are for people. */
const explainedCodes = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
]);

/**
 * The server's own explanation of a refusal ('Invalid voucher code'), or undefined when the
 * call failed otherwise: no connection, a server fault, a malformed request. The screens show
 * the server message, else a fallback text of ours (docs/product.md#back-office-access).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((item) => explainedCodes.has(String(item.extensions?.code)))?.message;
}

/**
 * The message to show for a failed call: the server's, else the fallback. Server messages the
 * API words exactly like one of `translatable` (our texts, such as 'Invalid voucher code') are
 * shown in the shopper's language; any other is shown as the server wrote it.
 */
export function useServerMessage(translatable: readonly TextKey[] = []): (error: unknown, fallback: string) => string {
  const { i18n } = useTranslation();
  return (error, fallback) => {
    const message = serverMessage(error);
    if (!message) return fallback;
    // The keys name their namespace, which the caller's component has added (feature-texts.ts).
    const english = i18n.getFixedT<TextNamespaces>('en');
    const known = translatable.find((key) => english(key) === message);
    return known ? i18n.getFixedT<TextNamespaces>(i18n.language)(known) : message;
  };
}
