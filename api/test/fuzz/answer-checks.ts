/**
 * What no answer may be, whatever was asked: a server error, a dropped connection, a refusal
 * without `{error}`, or anything that shows the inside (a stack, a source path, SQL).
 */

/** Signs of the inside: a stack frame, a source or install path, a driver's words. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s+at [^\n]+:\d+:\d+/],
  ['a source path', /(\/api\/src\/|\/api\/dist\/|node_modules\/|\.tsx?:\d+:\d+)/],
  [
    'a database error',
    /(syntax error at or near|violates (unique|foreign key|not-null|check) constraint|invalid input syntax for|relation "[^"]+" does not exist|pglite|knex:)/i,
  ],
];

/** GraphQL's words for its own variables, which a REST caller never wrote. */
const GRAPHQL_WORDS = /Variable "\$|"\$\w+"|\binput\.\w+/;

export interface Exchange {
  /** How a person would rerun it: method, address and the body's first characters. */
  request: string;
  status?: number;
  contentType?: string;
  body?: string;
  /** The fetch failed: the connection was dropped or refused. */
  failure?: string;
  /** A HEAD request: an answer without a body. */
  head?: boolean;
  /** It asked for a page: a refusal may be the shop's HTML page for it. */
  acceptsHtml?: boolean;
}

export function problemsOf(exchange: Exchange, kind: 'rest' | 'graphql' | 'page'): string[] {
  if (exchange.failure) return [`no answer: ${exchange.failure}`];
  const { status = 0, body = '', contentType = '' } = exchange;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  for (const [what, pattern] of LEAKS) if (pattern.test(body)) problems.push(`shows ${what}`);
  if (kind === 'graphql' && /INTERNAL_SERVER_ERROR|Internal server error/.test(body))
    problems.push('has an unexpected GraphQL error');
  const answeredAsGraphql = kind === 'graphql' && contentType.includes('json') && body.includes('"errors"');
  const answeredAsPage = exchange.acceptsHtml === true && contentType.includes('text/html');
  if (status >= 400 && !exchange.head && !answeredAsGraphql && !answeredAsPage) {
    if (!contentType.includes('application/json'))
      problems.push(`refused as ${contentType || 'no content type'}, not JSON`);
    else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        problems.push('refused with a body that is not JSON');
      }
      const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
      if (parsed !== undefined && (keys.length !== 1 || typeof (parsed as { error?: unknown }).error !== 'string'))
        problems.push('refused without {error}');
      const message = (parsed as { error?: unknown } | undefined)?.error;
      if (kind === 'rest' && typeof message === 'string' && GRAPHQL_WORDS.test(message))
        problems.push("names GraphQL's variables, not the REST fields");
    }
  }
  return problems;
}
