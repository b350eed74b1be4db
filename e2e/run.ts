/**
 * The browser tests' entry (`npm run test:e2e`): Playwright against the system Chromium. Without
 * that browser a developer's run says loudly that it skipped them; a CI run fails instead, so a
 * missing browser never passes for a green build.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumPath, isChromiumInstalled, isCi } from '../test/support/chromium.ts';

if (!(await isChromiumInstalled())) {
  const reason = `No Chromium at ${chromiumPath}, so Playwright has no browser to drive.`;
  const fix =
    'Install it with: apt-get install -y chromium (or put chromium on PATH, or set CHROMIUM_PATH to a Chromium binary).';
  if (isCi) {
    console.error(`The browser tests cannot run. ${reason}\n${fix}`);
    process.exit(1);
  }
  const rule = '!'.repeat(78);
  console.warn(
    [
      rule,
      '!!  THE BROWSER TESTS WERE SKIPPED: NOTHING WAS TESTED IN A BROWSER.',
      `!!  ${reason}`,
      `!!  ${fix}`,
      '!!  In CI (CI set, and not to false or 0) a missing browser fails the run instead.',
      rule,
    ].join('\n'),
  );
  process.exit(0);
}

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const config = path.join(import.meta.dirname, 'playwright.config.ts');
const runner = spawn(process.execPath, [playwrightCli, 'test', '-c', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
runner.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
