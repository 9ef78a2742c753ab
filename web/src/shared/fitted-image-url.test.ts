import { describe, expect, it } from 'vitest';
import { fittedImageUrl } from './fitted-image-url';

describe('fittedImageUrl', () => {
  it('asks the server for the copy of a stored image that fits, twice as wide for sharp screens', () => {
    expect(fittedImageUrl('/uploads/abc.jpg', 88, 'http://shop')).toBe('http://shop/uploads/abc.jpg?w=176');
  });

  it('leaves other addresses and nothing alone', () => {
    expect(fittedImageUrl('https://cdn.example/cake.jpg', 88, 'http://shop')).toBe('https://cdn.example/cake.jpg');
    expect(fittedImageUrl('blob:http://shop/123', 88, 'http://shop')).toBe('blob:http://shop/123');
    expect(fittedImageUrl('', 88, 'http://shop')).toBeUndefined();
    expect(fittedImageUrl(null, 88, 'http://shop')).toBeUndefined();
  });
});
