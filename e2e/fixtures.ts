/**
 * What every browser test stands on: its worker's own app (a real process on a real PostgreSQL,
 * mailing a real SMTP sink), pages that fail the test on any console error, and the accessibility
 * check. Tests import `test` and `expect` from here, never from @playwright/test.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { startAppServer } from '../test/support/app-server.ts';
import { type SmtpSink, startSmtpSink } from '../test/support/smtp-sink.ts';

export { expect };

const shiftedClock = path.resolve(import.meta.dirname, '../test/support/shifted-clock.ts');

export type App = {
  url: string;
  /** Every mail the app sent during the worker's tests. */
  mail: SmtpSink;
  output(): string;
  /** Runs a command of the admin command line (`npm run admin -- <args>`) on the app's database. */
  admin(args: string[]): Promise<string>;
};

type WorkerFixtures = {
  app: App;
  /**
   * The moment the app's clock starts at, for a journey that must run at a given hour (an ISO date
   * with its offset); a file that sets it gets a worker, and an app, of its own.
   */
  clockStartsAt: string | undefined;
  /**
   * More variables for the app's process, over the tests' own (NODE_ENV=test among them); a file that
   * sets them gets a worker, and an app, of its own.
   */
  appEnvironment: Record<string, string>;
};

type TestFixtures = {
  /** Declares an error the test expects the browser to log; it must come, and it fails nothing. */
  expectConsoleError(pattern: RegExp): void;
  expectedConsoleErrors: RegExp[];
  appOutputOnFailure: undefined;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  clockStartsAt: [undefined, { scope: 'worker', option: true }],
  appEnvironment: [{}, { scope: 'worker', option: true }],

  app: [
    async ({ clockStartsAt, appEnvironment }, use) => {
      const mail = await startSmtpSink();
      try {
        const server = await startAppServer({
          smtpUrl: mail.url,
          environment: {
            ...appEnvironment,
            ...(clockStartsAt && { NODE_OPTIONS: `--import=${shiftedClock}`, TEST_CLOCK_STARTS_AT: clockStartsAt }),
          },
        });
        try {
          await use({ url: server.url, mail, output: server.output, admin: server.admin });
        } finally {
          await server.stop();
        }
      } finally {
        await mail.close();
      }
    },
    // A worker's first start creates its database cluster, on a machine that may be busy.
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ app }, use) => use(app.url),

  appOutputOnFailure: [
    async ({ app }, use, testInfo) => {
      const from = app.output().length;
      await use(undefined);
      const printed = app.output().slice(from);
      if (testInfo.status !== testInfo.expectedStatus && printed !== '') {
        await testInfo.attach('app output', { body: printed, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  // Every page of every context a test opens waits, after each load, for the app to hydrate or render it.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        waitForAppReadyIn(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  expectedConsoleErrors: async ({}, use) => use([]),

  expectConsoleError: async ({ expectedConsoleErrors }, use) => {
    await use((pattern) => {
      expectedConsoleErrors.push(pattern);
    });
  },

  // Watching the context rather than one page covers every page and popup the test opens.
  context: async ({ context, expectedConsoleErrors, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(context);
    waitForAppReadyIn(context);
    const logged: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      logged.push(`console error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      // The first frames say where; a runaway recursion would otherwise print hundreds of the same.
      const stack = (error.stack ?? error.message).split('\n').slice(0, 6).join('\n');
      logged.push(`uncaught error: ${stack}`);
    });

    await use(context);

    const unexpected = logged.filter((line) => !expectedConsoleErrors.some((pattern) => pattern.test(line)));
    const missing = expectedConsoleErrors.filter((pattern) => !logged.some((line) => pattern.test(line)));
    const problems = [
      ...unexpected.map((line) => `The browser logged ${line}`),
      ...missing.map((pattern) => `The test expected a console error matching ${pattern}, but none was logged.`),
    ];
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
});

const waitingPages = new WeakSet<Page>();
/** Contexts of tests that run without JavaScript: nothing hydrates their pages. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/**
 * A server-rendered page is on screen before its code has loaded (decision 032); a test acts on it
 * as a person does once the app has hydrated it, never on the bare markup. So each page of the
 * context waits, after `goto` and `reload`, for the app's mark; an address that is not the app's
 * page (a file, a call's answer) has no root element and is not waited for.
 */
function waitForAppReadyIn(context: BrowserContext): void {
  const waitOn = (page: Page) => {
    if (waitingPages.has(page)) return;
    waitingPages.add(page);
    const appReady = async () => {
      if (withoutJavaScript.has(context)) return;
      await page.waitForFunction(
        () => document.getElementById('root') === null || document.documentElement.hasAttribute('data-app-ready'),
      );
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      await appReady();
      return answer;
    };
    page.reload = async (options) => {
      const answer = await reload(options);
      await appReady();
      return answer;
    };
  };
  for (const page of context.pages()) waitOn(page);
  context.on('page', waitOn);
}

/** Fails on any serious or critical axe-core violation of the page as it is now, listing each one. */
export async function expectAccessible(page: Page): Promise<void> {
  await test.step(
    'the page has no serious accessibility violation',
    async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
      if (serious.length === 0) return;
      const listed = serious.map((violation) => {
        const where = violation.nodes.map((node) => `    at ${node.target.join(' ')}: ${node.html}`).join('\n');
        return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${where}`;
      });
      throw new Error(`${page.url()} has ${serious.length} serious accessibility violation(s):\n${listed.join('\n')}`);
    },
    { box: true },
  );
}

/**
 * Holds the page's requests that match a URL glob until the returned release is called, so that a
 * test sees a loading state for certain rather than by luck of timing.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
