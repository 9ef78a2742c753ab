import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ seed: false });

const post = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vouchers/validate',
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('JSON bodies', () => {
  it('treats an empty body sent with a JSON content type as no body, as clients that always say JSON send calls', async () => {
    // The route needs a subtotal, so "no body" reaches validation instead of failing to parse.
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).not.toMatch(/empty/i);
    expect(response.json().error).toContain('body');
  });

  it('still refuses malformed JSON and prototype poisoning with 400', async () => {
    expect((await post('{"code": ')).statusCode).toBe(400);
    const poisoned = await post('{"code": "X", "subtotal": 1, "__proto__": {"admin": true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('parses ordinary JSON as before', async () => {
    const response = await post('{"code": "NOPE", "subtotal": 1}');
    expect(response.json()).toEqual({ error: 'Invalid voucher code' });
  });
});
