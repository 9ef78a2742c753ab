import { describe, expect, it } from 'vitest';
import { toApiOrigin } from './api-origin';
import { resolveImageUrl } from './resolve-image-url';

const apiOrigin = 'https://api.example.com';

describe('resolveImageUrl', () => {
  it('serves relative paths from the API host', () => {
    expect(resolveImageUrl('/uploads/demo/cake.svg', apiOrigin)).toBe(`${apiOrigin}/uploads/demo/cake.svg`);
    expect(resolveImageUrl('uploads/cake.png', apiOrigin)).toBe(`${apiOrigin}/uploads/cake.png`);
  });

  it('keeps relative paths on the same origin when the API shares it', () => {
    expect(resolveImageUrl('/uploads/cake.png', '')).toBe('/uploads/cake.png');
  });

  it('uses full http(s) addresses unchanged', () => {
    for (const address of ['https://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg']) {
      expect(resolveImageUrl(address, apiOrigin)).toBe(address);
    }
  });

  it('has no address for a missing image', () => {
    expect(resolveImageUrl(null)).toBeUndefined();
    expect(resolveImageUrl('  ')).toBeUndefined();
  });
});

describe('toApiOrigin', () => {
  it('drops a trailing /api and slashes from VITE_API_URL', () => {
    expect(toApiOrigin(`${apiOrigin}/api`)).toBe(apiOrigin);
    expect(toApiOrigin(`${apiOrigin}/api/`)).toBe(apiOrigin);
    expect(toApiOrigin('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
  });

  it('is the page origin (empty) when not set', () => {
    expect(toApiOrigin(undefined)).toBe('');
    expect(toApiOrigin('')).toBe('');
  });
});
