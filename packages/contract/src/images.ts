/**
 * The widths the image endpoint serves: the breakpoints of docs/product.md section 16 at densities 1
 * and 2. No schema library here, so that the header can build a photo's address on every page.
 */
export const imageBreakpoints = [320, 640, 768, 1024, 1280, 1536] as const;
export const imageWidths = [...new Set(imageBreakpoints.flatMap((width) => [width, width * 2]))].sort((a, b) => a - b);
