/**
 * The web app manifest is generated once by `scripts/generate-icons.ts` and committed: it must keep the
 * theme's colours and the icons the contract names. Changed one of them? Run the script again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appIcons } from '@hbw/contract/brand-files';
import { describe, expect, it } from 'vitest';
import { themeColors } from './theme';

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/manifest.webmanifest'), 'utf8'),
) as { theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string }[] };

describe('the web app manifest', () => {
  it('has the colours of the light mode’s page, as the browser’s toolbar does', () => {
    expect(manifest.theme_color).toBe(themeColors.light);
    expect(manifest.background_color).toBe(themeColors.light);
  });

  it('lists every icon the contract names, at its size and for its purpose', () => {
    for (const icon of appIcons) {
      expect(manifest.icons).toContainEqual(
        expect.objectContaining({ src: icon.path, sizes: `${icon.size}x${icon.size}`, purpose: icon.purpose }),
      );
    }
  });
});
