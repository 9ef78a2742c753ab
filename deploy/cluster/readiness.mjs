// What starting a local process needs before it can be used: a port nobody holds, and a readiness
// check that passes.
import { createServer } from 'node:net';

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** Whether nothing listens on the port: a replica or Caddy started on a taken one would fail late and unclearly. */
export function portIsFree(port) {
  return new Promise((answer) => {
    const probe = createServer()
      .once('error', () => answer(false))
      .listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
}

/** Waits until `url`'s /health/ready answers 200, failing as soon as the process behind it has died. */
export async function waitReady(url, isAlive, timeoutMs) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (!isAlive()) throw new Error(`${url} exited before it was ready`);
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}
