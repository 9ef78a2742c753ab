// One request at a time over one kept-alive loopback connection, timed from sending it to its
// last byte: the server's time to the full answer, as a browser next to it would wait.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export { PHONE_USER_AGENT } from '../lighthouse/lighthouse-runs.mjs';

/**
 * Sends one request and reads the whole answer as it came. Without an accept-encoding header
 * the body comes uncompressed, so `bytes` is its size before compression.
 */
export function timedRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const outgoing = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const content = Buffer.concat(chunks);
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: content,
          bytes: content.length,
          ms: performance.now() - started,
        });
      });
      response.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

/** Ends the kept-alive connection, so the process can exit. */
export function closeConnections() {
  agent.destroy();
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
