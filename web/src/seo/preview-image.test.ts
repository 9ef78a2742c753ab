import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_IMAGE, previewImage } from './preview-image';

describe('the picture of a link preview', () => {
  it('is an upload in its copy near 1200 pixels wide, which the server sends as JPEG or PNG to a fetcher without WebP', () => {
    expect(previewImage('/uploads/0123456789abcdef0123456789abcdef.jpg')).toMatch(
      /\/uploads\/0123456789abcdef0123456789abcdef\.jpg\?w=1200$/,
    );
  });

  it('is a full address as it is', () => {
    expect(previewImage('https://cdn.example.com/cake.jpg')).toBe('https://cdn.example.com/cake.jpg');
  });

  it('is the shop’s JPEG picture for an SVG (previews show none), embedded data or no picture', () => {
    for (const path of [
      '/uploads/demo/hero.svg',
      'https://cdn.example.com/art.svg?v=2',
      'data:image/png;base64,AAAA',
      '',
      null,
      undefined,
    ]) {
      expect(previewImage(path), String(path)).toBe(DEFAULT_PREVIEW_IMAGE.path);
    }
  });
});
