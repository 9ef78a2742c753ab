import { describe, expect, it } from 'vitest';
import { imageService } from './image.service';

describe('imageService.replaceImages', () => {
  it('puts each new image in its field and answers the paths it replaced, empty fields as null', () => {
    const row = { image: '/uploads/old.png', displayImage: null as string | null, name: 'Cakes' };
    const replaced = imageService.replaceImages(row, {
      image: '/uploads/new.png',
      displayImage: '/uploads/display.webp',
    });
    expect(row).toEqual({ image: '/uploads/new.png', displayImage: '/uploads/display.webp', name: 'Cakes' });
    expect(replaced).toEqual(['/uploads/old.png', null]);
  });

  it('leaves fields without a new image as they are', () => {
    const row = { image: '/uploads/old.png', displayImage: '/uploads/display.png' };
    expect(imageService.replaceImages(row, { displayImage: undefined })).toEqual([]);
    expect(row).toEqual({ image: '/uploads/old.png', displayImage: '/uploads/display.png' });
  });
});
