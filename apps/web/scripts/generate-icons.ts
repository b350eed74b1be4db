/**
 * Writes the site's icons, its web app manifest and its link-preview card into `public/`, from the
 * mark (`public/favicon.svg`), the wordmark (`src/components/logo.svg`) and the theme's colours, with
 * sharp (libvips): `favicon.ico` (16, 32 and 48 pixels, PNG in an ICO), the manifest's 192 and 512
 * pixel icons and a maskable one, the 180 pixel `apple-touch-icon.png`, `manifest.webmanifest`, and
 * `og-image.png`, the 1200×630 card a link to any page shows. The files are committed: nothing is
 * generated at build or run time. Run it again after changing the mark, the wordmark or the theme's
 * colours: `npm run generate:icons --workspace @hbw/web`, then commit what it wrote. The card's
 * headline is set in the machine's sans-serif (Liberation Sans or Arial where Inter is missing), so
 * its pixels may differ a little from one machine to another.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appIcons, appleTouchIcon, brandCard } from '@hbw/contract/brand-files';
import { pages } from '@hbw/contract/routes';
import sharp from 'sharp';
import { theme, themeColors } from '../src/app/theme.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(webDir, 'public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const wordmark = readFileSync(path.join(webDir, 'src/components/logo.svg'), 'utf8');

const brandGreen = theme.colors?.green?.[7];
const ink = theme.black;
if (brandGreen === undefined || ink === undefined) throw new Error('The theme has no green 7 or no black.');

/** The mark's shapes without its rounded square: the house and the star, in its 48-unit box. */
function markShapes(): string {
  const match = /<rect [^>]*\/>(.*)<\/svg>/s.exec(mark);
  if (!match?.[1]) throw new Error('public/favicon.svg is no longer a rounded square and shapes on it.');
  return match[1];
}

/**
 * The mark on a square filled to its edges, its shapes shrunk to `scale` about its centre: what a
 * launcher crops to its own shape. A maskable icon keeps its shapes within the middle circle of 80%
 * of its width (the star's tip reaches 26 of its 48 units from the centre, 0.72 of that is 19 units);
 * Apple rounds its corners only a little, so its icon's shapes may be larger.
 */
function fullBleedMark(scale: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">',
    `<rect width="48" height="48" fill="${brandGreen}"/>`,
    `<g transform="translate(24 24) scale(${scale}) translate(-24 -24)">${markShapes()}</g>`,
    '</svg>',
  ].join('');
}

/** An SVG rasterised at `size` pixels square: librsvg rasterises it at that size, sharper than a resized large one. */
const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();

/** An ICO holding PNG images (Windows Vista's format, read by every browser): a directory, then the images. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    // A width or height of 256 is written 0.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

/** The wordmark's symbol as an SVG of its own at (x, y), `height` high, its colours the ones it falls back to. */
function placedWordmark(x: number, y: number, height: number): string {
  const symbol = /<symbol id="wordmark" viewBox="0 0 (\d+) (\d+)">(.*)<\/symbol>/s.exec(wordmark);
  if (!symbol?.[3]) throw new Error('src/components/logo.svg no longer holds the wordmark symbol.');
  const [, width = '', unitHeight = '', shapes] = symbol;
  const colours = shapes.replace(/style="fill:var\(--[\w-]+,(#[0-9a-fA-F]+)\)"/g, 'fill="$1"');
  const placedWidth = (Number(width) / Number(unitHeight)) * height;
  return `<svg x="${x}" y="${y}" width="${placedWidth}" height="${height}" viewBox="0 0 ${width} ${unitHeight}">${colours}</svg>`;
}

/** The link-preview card: the wordmark, the landing page's promise and where the help comes from. */
function brandCardSvg(): string {
  const { width, height } = brandCard;
  const font = `font-family="Inter, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif"`;
  const green = theme.colors?.green;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${themeColors.light}"/>`,
    `<rect width="${width}" height="${height}" fill="${green?.[0]}" opacity="0.9"/>`,
    `<circle cx="${width + 40}" cy="-60" r="380" fill="${green?.[1]}"/>`,
    placedWordmark(80, 72, 84),
    `<text ${font} font-size="66" font-weight="700" fill="${ink}">`,
    '<tspan x="80" y="300">Find out how much help</tspan>',
    '<tspan x="80" y="380">you could get to buy your home</tspan>',
    '</text>',
    `<text ${font} font-size="32" fill="${theme.colors?.gray?.[6]}">`,
    '<tspan x="80" y="470">Down payment and closing cost help from programs</tspan>',
    '<tspan x="80" y="516">across the United States, and a lender to apply with.</tspan>',
    '</text>',
    `<rect y="${height - 20}" width="${width}" height="20" fill="${brandGreen}"/>`,
    '</svg>',
  ].join('');
}

/**
 * The manifest: the app's names (the short one fits under an icon on a phone's home screen), what it
 * does as the home page says it, where it starts, its colours (the light mode's page) and its icons.
 */
function manifest(): string {
  const home = pages.find((page) => page.path === '/');
  return `${JSON.stringify(
    {
      name: 'Homebuyer Wizard',
      short_name: 'Homebuyer',
      description: home?.description,
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: themeColors.light,
      background_color: themeColors.light,
      icons: [
        ...appIcons.map(({ path: src, size, purpose }) => ({
          src,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}

const write = (file: string, data: Buffer | string) => {
  writeFileSync(path.join(publicDir, file), data);
  console.log(`wrote public/${file}`);
};

write('favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(mark, size) })))));
for (const icon of appIcons) {
  const svg = icon.purpose === 'maskable' ? fullBleedMark(0.72) : mark;
  write(icon.path.slice(1), await png(svg, icon.size));
}
write(appleTouchIcon.path.slice(1), await png(fullBleedMark(0.8), appleTouchIcon.size));
write(brandCard.path.slice(1), await sharp(Buffer.from(brandCardSvg())).png({ compressionLevel: 9 }).toBuffer());
write('manifest.webmanifest', manifest());
