import { describe, expect, it } from 'vitest';
import { imageSources, imageUrl } from './image';

const photo = '/api/uploads/abcdefghijklmnopqrstuv.webp';

describe('imageSources', () => {
  it('asks the image endpoint for the stored photo at a breakpoint width', () => {
    expect(imageUrl(photo, 320)).toBe('/api/image?url=%2Fapi%2Fuploads%2Fabcdefghijklmnopqrstuv.webp&width=320');
  });

  it.each([
    [32, [320]],
    [160, [320]],
    [200, [320, 640]],
    [400, [640, 1024]],
    [1400, [1536, 3072]],
    [4000, [3072]],
  ])('an image shown %i px wide gets the widths %j for densities 1 and 2', (displayWidth, widths) => {
    const { src, srcSet } = imageSources(photo, displayWidth);
    expect(src).toBe(imageUrl(photo, widths[0] as number));
    expect(srcSet).toBe(widths.map((width, index) => `${imageUrl(photo, width)} ${index + 1}x`).join(', '));
  });
});
