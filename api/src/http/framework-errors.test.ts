import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

// The answers Fastify and Node write before any route or hook runs have the shop's shape too:
// `{error}` and the security headers, over a real socket (inject never meets Node's parser).

const t = useTestApp({ seed: false });
let port: number;
beforeAll(async () => {
  const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(address.port);
});

/** Writes raw bytes and reads everything the server answers until it closes the connection. */
function exchange(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const expectShopAnswer = (answer: { headers: Record<string, string>; body: string }) => {
  expect(Object.keys(JSON.parse(answer.body))).toEqual(['error']);
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toBeDefined();
};

describe('answers written before any route runs', () => {
  it('414 for a path segment longer than the router reads', async () => {
    const answer = await exchange(
      `GET /api/products/${'1'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expectShopAnswer(answer);
    expect(JSON.parse(answer.body).error).toBe(
      'A part of the address is too long: at most 100 characters between two slashes',
    );
  });

  it('400 for a malformed %-escape in the path', async () => {
    const answer = await exchange('GET /api/products/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShopAnswer(answer);
  });

  it('431 for headers larger than Node reads', async () => {
    const answer = await exchange(`GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectShopAnswer(answer);
    expect(JSON.parse(answer.body).error).toBe("The request's headers are too large");
  });

  it('400 for bytes that are not HTTP', async () => {
    const answer = await exchange('HELLO\x00 THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShopAnswer(answer);
  });

  it('and the server keeps answering afterwards', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/categories`)).status).toBe(200);
  });
});
