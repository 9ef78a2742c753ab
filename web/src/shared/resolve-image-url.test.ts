import { describe, expect, it } from 'vitest';
import { toApiOrigin } from './api-origin';
import { resolveImageUrl } from './resolve-image-url';

describe('resolveImageUrl (SPEC §7 image helper)', () => {
  it('serves relative paths from the API host', () => {
    expect(resolveImageUrl('/uploads/demo/cake.svg', 'https://api.example.com')).toBe(
      'https://api.example.com/uploads/demo/cake.svg',
    );
    expect(resolveImageUrl('uploads/cake.png', 'https://api.example.com')).toBe(
      'https://api.example.com/uploads/cake.png',
    );
  });

  it('keeps relative paths on the same origin when the API shares it', () => {
    expect(resolveImageUrl('/uploads/cake.png', '')).toBe('/uploads/cake.png');
  });

  it('uses full http(s) addresses unchanged', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(resolveImageUrl('http://cdn.example.com/a.jpg', 'https://api.example.com')).toBe(
      'http://cdn.example.com/a.jpg',
    );
  });

  it('has no address for a missing image', () => {
    expect(resolveImageUrl(null)).toBeUndefined();
    expect(resolveImageUrl('  ')).toBeUndefined();
  });
});

describe('toApiOrigin', () => {
  it('drops a trailing /api and slashes from VITE_API_URL', () => {
    expect(toApiOrigin('https://api.example.com/api')).toBe('https://api.example.com');
    expect(toApiOrigin('https://api.example.com/api/')).toBe('https://api.example.com');
    expect(toApiOrigin('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
  });

  it('is the page origin (empty) when not set', () => {
    expect(toApiOrigin(undefined)).toBe('');
    expect(toApiOrigin('')).toBe('');
  });
});
