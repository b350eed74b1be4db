/**
 * Where the browser tests, the bench and `.ci/run` find Chromium, and whether a run is CI's: one
 * rule for all of them, so CI cannot install a browser in one place and the tests look for it in
 * another. Debian's system browser (nothing here may download one), with the flags it needs on a
 * closed network.
 *
 * Run directly (`node test/support/chromium.ts`), it prints the browser it found and exits 0, or
 * says where it looked and exits 1: `.ci/run` asks it before and after installing the browser.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/**
 * A run is CI's when `CI` is set to anything but an empty or false value: CI services set it to
 * `true`, `1` or their own name, and a CI run without a browser must fail rather than skip.
 */
export const isCi = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/** `CHROMIUM_PATH` when set; else the first `chromium` on `PATH`; else Debian's `/usr/bin/chromium`. */
async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, 'chromium');
    if (await executable(candidate)) return candidate;
  }
  return '/usr/bin/chromium';
}

export const chromiumPath = await findChromium();

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling Google's services, whose connections this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export function isChromiumInstalled(): Promise<boolean> {
  return executable(chromiumPath);
}

if (import.meta.main) {
  if (await isChromiumInstalled()) {
    console.log(chromiumPath);
  } else {
    console.error(`No Chromium at ${chromiumPath} (CHROMIUM_PATH, else chromium on PATH, else /usr/bin/chromium).`);
    process.exit(1);
  }
}
