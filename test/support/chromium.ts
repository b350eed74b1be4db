/**
 * How the browser tests and the bench start Chromium: Debian's system browser (nothing here may
 * download one), with the flags it needs on a closed network.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

export async function isChromiumInstalled(): Promise<boolean> {
  return access(chromiumPath, constants.X_OK).then(
    () => true,
    () => false,
  );
}
