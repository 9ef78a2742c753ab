import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '../http/site-origin';
import { answerEncodingFor, CachedAnswer, varyOnAcceptEncoding } from '../http/cached-answer';
import { PageCache, type WriteVersion } from './page-cache';
import { asksForPage } from '../http/page-request';
import { compilePageTemplate } from './page-template';
import { createPageChunks } from './page-chunks';
import { PAGE_SCRIPT_LOADER } from './page-script-loader';
import { loadServerEntry, type ServerEntry } from './server-entry';

export interface SsrPluginOptions {
  /** The built web client (WEB_DIST_DIR): index.html, the manifest, and server/entry-server.js. */
  distDir: string;
  /** Rendered pages are dropped whenever the read cache is (both follow its version). */
  readCache: WriteVersion;
  /** A render taking longer is abandoned and the page goes out as the client shell. */
  renderTimeoutMs?: number;
}

/** What a cached page keeps: its status and its HTML with the compressed forms made so far. */
interface RenderedAnswer {
  status: number;
  body: CachedAnswer;
}

/**
 * Storefront pages rendered on the server (the browser then hydrates them): an onRequest hook
 * answers the GET and HEAD requests for HTML of the home page and of every address no other
 * route answers, before the web client's index.html fallback would. The back office's
 * addresses, the built files and the server's own paths keep their routes; so does every page
 * when the web build has no server part, when a render fails or takes too long, or when a query
 * of the page fails (the browser then renders the page and retries the query, as before).
 *
 * Rendered pages are cached by address (with its query), language, screen and site address,
 * and dropped by the writes that clear the read cache.
 */
const ssrPlugin: FastifyPluginAsync<SsrPluginOptions> = async (app, { distDir, readCache, renderTimeoutMs = 5000 }) => {
  let entry: ServerEntry | undefined;
  let template: ReturnType<typeof compilePageTemplate>;
  let pageChunks: ReturnType<typeof createPageChunks>;
  try {
    entry = await loadServerEntry(distDir);
    if (!entry) {
      app.log.info(`No server build in ${distDir}: storefront pages are rendered in the browser`);
      return;
    }
    template = compilePageTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'), entry.themeBootScript);
    pageChunks = createPageChunks(distDir);
  } catch (error) {
    // A damaged build costs the server rendering, not the shop: the pages go out as the client shell.
    app.log.error(
      { err: error },
      `The server build in ${distDir} cannot be used: storefront pages are rendered in the browser`,
    );
    return;
  }
  // Unknown addresses are anyone's to make up: their pages get a cache of their own, so a
  // crawl of made-up addresses cannot push the shop's real pages out.
  const pages = new PageCache<RenderedAnswer>(readCache);
  const notFoundPages = new PageCache<RenderedAnswer>(readCache, 50);
  // The theme script and the page script loader are the inline scripts; the CSP allows exactly them by their hashes.
  const scriptSource = [entry.themeBootScript, PAGE_SCRIPT_LOADER]
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    .join(' ');

  async function renderAnswer(request: FastifyRequest, url: URL): Promise<RenderedAnswer | undefined> {
    const { language, fromAddress } = entry!.pageLanguage(url, request.headers.cookie);
    const viewport = entry!.pageViewport(request.headers);
    const cache = entry!.pageKind(url.pathname) === 'not-found' ? notFoundPages : pages;
    const key = JSON.stringify([url.origin, url.pathname, url.search, language, fromAddress, viewport]);
    const cached = cache.get(key);
    if (cached) return cached;

    const version = cache.currentVersion();
    // A timer of our own, cleared as the render ends, and not AbortSignal.timeout: Node holds
    // that one's timer until its signal is collected, and the timer carries the async context it
    // was made in (the request's), from which the render and so the signal were reachable again.
    // Neither was ever collected: every render kept its page (React's tree, the Apollo cache, the
    // styles, about 330 KB) for good, and a soak's memory climbed (docs/benchmarks.md, Soak).
    const renderTimeout = new AbortController();
    const timer = setTimeout(
      () => renderTimeout.abort(new DOMException('The render took too long', 'TimeoutError')),
      renderTimeoutMs,
    );
    const page = await entry!
      .render({
        url: url.href,
        language,
        languageFromAddress: fromAddress,
        viewport,
        // The page's language, not the request's: a cookie or ?lang chose it.
        graphql: ({ query, variables }) => app.executeGraphql(request, query, variables, language),
        signal: renderTimeout.signal,
      })
      .finally(() => clearTimeout(timer));
    if (!page.complete) return undefined;
    const html = template({
      language,
      head: page.head,
      chunks: pageChunks(page.modules),
      html: page.html,
      dataScript: page.dataScript,
    });
    const answer = { status: page.status, body: new CachedAnswer(html) };
    cache.set(key, answer, version);
    return answer;
  }

  /** Answers the page at `url`, or leaves the request to its route (the client shell) when it has none. */
  async function answerPage(request: FastifyRequest, reply: FastifyReply, url: URL): Promise<boolean> {
    let answer: RenderedAnswer | undefined;
    try {
      answer = await renderAnswer(request, url);
    } catch (error) {
      request.log.error({ err: error }, `Server rendering of ${url.pathname} failed; sending the client shell`);
    }
    if (!answer) return false;
    await sendPage(reply, answer, scriptSource, request.headers['accept-encoding']);
    return true;
  }

  // Every request passes here, API reads included, so the hook is not async: a request that asks
  // for no page goes on at once, without the promise (and its async context) an async hook makes.
  app.addHook('onRequest', (request, reply, done) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!asksForPage(request, path)) return done();
    const origin = siteOrigin(request);
    if (!origin) return done();
    const url = new URL(request.url, origin);
    if (!asksForPage(request, url.pathname) || entry.pageKind(url.pathname) === 'client') return done();
    // A page sent ends the request here; Fastify's route is never reached.
    answerPage(request, reply, url).then((sent) => sent || done(), done);
  });
};

async function sendPage(
  reply: FastifyReply,
  { status, body }: RenderedAnswer,
  scriptSource: string,
  acceptEncoding: string | undefined,
) {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    // Pages change with every write of the owner: the browser asks again each time.
    .header('cache-control', 'no-cache')
    .header(
      'content-security-policy',
      withScriptSource(String(reply.getHeader('content-security-policy') ?? ''), scriptSource),
    )
    // The language cookie and the kind of screen choose the rendering; a request preferring
    // JSON gets none (page-request.ts).
    .header('vary', 'Accept, Cookie, Sec-CH-UA-Mobile, User-Agent');
  varyOnAcceptEncoding(reply);
  const encoding = answerEncodingFor(acceptEncoding);
  // Content-Encoding set here, so the compression plugin leaves the body alone.
  if (encoding && body.compressible) return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
  return reply.send(body.body);
}

/** The security plugin's policy with one more allowed script: the page's inline theme script. */
export function withScriptSource(policy: string, source: string): string {
  if (!/(^|;)\s*script-src\b/.test(policy)) return policy;
  return policy.replace(/((?:^|;)\s*script-src\b[^;]*)/, `$1 ${source}`);
}

export default fp(ssrPlugin, { name: 'ssr' });
export type { ServerEntry };
