/**
 * The navigation state a link to the products page carries when the shopper asked to search
 * (the bottom bar's Search): the page then puts the keyboard in its search field.
 */
export const searchRequest = { focusSearch: true } as const;

export function isSearchRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
