import type { Page, Request } from 'playwright-core';

/**
 * The back office keeps one request open for as long as it is shown: the live orders stream
 * (GET /api/orders/events). Playwright's 'networkidle' counts it, so it never comes on an admin
 * page; this waits for the same quiet with that stream left out, and every other request counted.
 */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/orders/events';

interface RequestTracker {
  inflight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

/** Counts the page's requests from now on: useBrowser's newPage calls it before the page loads anything. */
export function trackRequests(page: Page): void {
  const tracker: RequestTracker = { inflight: new Set(), lastChange: Date.now() };
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    tracker.inflight.add(request);
    tracker.lastChange = Date.now();
  });
  const settled = (request: Request) => {
    if (tracker.inflight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  trackers.set(page, tracker);
}

/**
 * Waits, as 'networkidle' does, until no request but the live stream has been in flight for
 * half a second. A page not opened by useBrowser falls back to 'networkidle'.
 */
export async function waitForQuietNetwork(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const tracker = trackers.get(page);
  if (!tracker) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const started = Date.now();
  while (tracker.inflight.size > 0 || Date.now() - tracker.lastChange < 500) {
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `The network was not quiet within ${timeoutMs} ms: ${[...tracker.inflight].map((r) => r.url()).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
