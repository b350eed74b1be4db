/**
 * Addresses of our stored images through the image endpoint (`/api/image`, WebP): for an image shown
 * `displayWidth` CSS pixels wide, the breakpoint width that covers it at density 1 and at density 2
 * (docs/product.md section 16), so that a phone's sharp screen gets a sharp photo and nobody downloads more.
 */
import { imageWidths } from '@hbw/contract/images';

export function imageUrl(path: string, width: number): string {
  return `/api/image?${new URLSearchParams({ url: path, width: String(width) })}`;
}

/** The smallest width the endpoint serves that is at least `pixels`, or its largest. */
function servedWidth(pixels: number): number {
  return imageWidths.find((width) => width >= pixels) ?? (imageWidths.at(-1) as number);
}

export function imageSources(path: string, displayWidth: number): { src: string; srcSet: string } {
  const single = servedWidth(displayWidth);
  const double = servedWidth(displayWidth * 2);
  const srcSet =
    single === double ? `${imageUrl(path, single)} 1x` : `${imageUrl(path, single)} 1x, ${imageUrl(path, double)} 2x`;
  return { src: imageUrl(path, single), srcSet };
}
