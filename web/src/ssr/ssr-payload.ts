import type { Language } from '../i18n/language';
import type { Viewport } from './render-hints';

/**
 * What a server-rendered page hands to the browser, in a `<script type="application/json">`
 * (read as data, never run, so the Content Security Policy needs no exception for it).
 */
export interface SsrPayload {
  /** The language the page was rendered in. */
  language: Language;
  /** True when the address chose the language (`?lang=ar`): the browser then keeps it. */
  languageFromAddress: boolean;
  /** The screen the page was rendered for (phone or desktop layout). */
  viewport: Viewport;
  /** The site's address as the server saw it, for canonical and Open Graph addresses. */
  origin: string;
  /** Apollo's cache after the render: the page's queries answered, so none is sent again. */
  apollo: Record<string, unknown>;
  /** The names of the queries answered on the server, counted as fresh from the page's arrival. */
  operations: string[];
  /** React Router's hydration data (no route has a loader; it carries errors, if any). */
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
}

export const SSR_PAYLOAD_ID = 'ssr-data';

/**
 * JSON that is safe inside a `<script>` element: `<` cannot close the element or open a
 * comment, and the two line separators JavaScript once refused are escaped as well.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let payload: SsrPayload | null | undefined;

/** The payload of the page the browser opened, or null for a page it renders alone (admin, dev server). */
export function readSsrPayload(): SsrPayload | null {
  if (payload === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(SSR_PAYLOAD_ID);
    payload = element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
  }
  return payload;
}
