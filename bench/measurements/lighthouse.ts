/**
 * What a phone sees: Lighthouse 12's mobile defaults (a mid-range phone, its CPU slowed down, a slow
 * 4G network, both simulated, so the figures hold on a busy machine far better than timings do) on
 * the public pages and two signed-in ones, each the median of three runs. The CPU slowdown is the
 * default 4x on a host as fast as Lighthouse expects and less on a slower one, so that every host
 * stands for the same phone (`cpu-slowdown.ts`). Chromium is Debian's (`CHROME_PATH`,
 * /usr/bin/chromium by default); nothing is downloaded.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { registerBuyer } from '../a-day-of-calls.ts';
import { cpuSlowdownFor, DEFAULT_SLOWDOWN, EXPECTED_HOST_INDEX } from '../cpu-slowdown.ts';
import type { Budget, Measurement, Row } from '../measurement.ts';

const RUNS = 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type PageBudgets = 'public' | 'signed-in';

const publicBudgets = {
  performance: { atLeast: 95 },
  accessibility: { atLeast: 100 },
  'best-practices': { atLeast: 100 },
  seo: { atLeast: 100 },
} as const satisfies Record<string, Budget>;

type Figures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  /** The audits of the scored categories that did not pass, to say what to fix. */
  missed: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

type Flags = NonNullable<Parameters<typeof lighthouse>[1]>;

/** Lighthouse's report of one run of `url` in a fresh Chromium. */
async function reportOnce(url: string, flags: Flags) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The report of one run, run again when Lighthouse could not record the page load (it says so, and
 * asks for another run): the calibration's runs as much as the pages'.
 */
async function report(url: string, flags: Flags) {
  try {
    return await reportOnce(url, flags);
  } catch (error) {
    console.log(`  ${url}: ${error instanceof Error ? error.message : String(error)}; once more.`);
    return reportOnce(url, flags);
  }
}

/**
 * The host's benchmark index as Lighthouse measures it before each run (a loop of string and array
 * work in the page), the median of three runs of `url` that only time the page.
 */
async function hostBenchmarkIndex(url: string): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await report(url, { onlyAudits: ['total-blocking-time'] });
    indexes.push(lhr.environment.benchmarkIndex);
  }
  return median(indexes);
}

/** One Lighthouse run of `url` with this CPU slowdown, signed in when a cookie is given. */
async function runOnce(url: string, cpuSlowdown: number, cookie: string | undefined): Promise<Figures> {
  const lhr = await report(url, {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const missed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredKb: audit('total-byte-weight') / 1000,
    missed,
  };
}

/** The median of each figure over three runs: one run can meet a busy moment of the machine. */
async function measurePage(url: string, cpuSlowdown: number, cookie?: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await runOnce(url, cpuSlowdown, cookie));
  const figure = (name: Exclude<keyof Figures, 'missed'>) => median(runs.map((run) => run[name]));
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    'best-practices': figure('best-practices'),
    seo: figure('seo'),
    lcpSeconds: figure('lcpSeconds'),
    tbtMs: figure('tbtMs'),
    cls: figure('cls'),
    transferredKb: figure('transferredKb'),
    missed: [...new Set(runs.flatMap((run) => run.missed))],
  };
}

function rowsOf(name: string, figures: Figures, budgets: PageBudgets): Row[] {
  const at = `Lighthouse mobile ${name} (median of ${RUNS})`;
  if (budgets === 'signed-in') {
    return [
      { measurement: `${at}: performance`, value: figures.performance, unit: '', budget: { atLeast: 90 } },
      { measurement: `${at}: LCP`, value: round(figures.lcpSeconds, 2), unit: 's' },
      { measurement: `${at}: TBT`, value: Math.round(figures.tbtMs), unit: 'ms' },
      { measurement: `${at}: CLS`, value: round(figures.cls, 3), unit: '' },
    ];
  }
  return [
    ...Object.entries(publicBudgets).map(([category, budget]) => ({
      measurement: `${at}: ${category}`,
      value: figures[category as keyof typeof publicBudgets],
      unit: '',
      budget,
    })),
    { measurement: `${at}: LCP`, value: round(figures.lcpSeconds, 2), unit: 's', budget: { atMost: 2 } },
    { measurement: `${at}: TBT`, value: Math.round(figures.tbtMs), unit: 'ms', budget: { atMost: 150 } },
    { measurement: `${at}: CLS`, value: round(figures.cls, 3), unit: '', budget: { atMost: 0.02 } },
    { measurement: `${at}: bytes transferred`, value: round(figures.transferredKb, 1), unit: 'kB' },
  ];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The first program and a professional who takes part in it, from the demo data, through the API. */
async function samplePages(appUrl: string) {
  const professionals = (await (await fetch(`${appUrl}/api/professionals`)).json()) as {
    data: { id: number; programs: { id: number }[] }[];
  };
  const professional = professionals.data.find((candidate) => candidate.programs.length > 0);
  if (!professional) throw new Error('The demo data has no professional with a program.');
  const programId = professional.programs[0]?.id as number;
  return { programId, bookingPath: `/app/book-appointment/${professional.id}?program=${programId}` };
}

const lighthouseMeasurement: Measurement = {
  async measure({ app }) {
    const { programId, bookingPath } = await samplePages(app.url);
    const buyer = await registerBuyer(app.url);
    const cookie = `hbw_session=${buyer.token}`;
    const pages: [string, string, PageBudgets][] = [
      ['/', '/', 'public'],
      ['/marketplace', '/marketplace', 'public'],
      ['/questionaire', '/questionaire', 'public'],
      ['/login', '/login', 'public'],
      ['/blog', '/blog', 'public'],
      ['a blog post', '/blog/down-payment-assistance-explained', 'public'],
      ['/docs', '/docs', 'public'],
      ['a program page', `/marketplace/products/${programId}`, 'public'],
      ['/dashboard, signed in', '/dashboard', 'signed-in'],
      ['/app/book-appointment/{id}, signed in', bookingPath, 'signed-in'],
    ];
    const benchmarkIndex = await hostBenchmarkIndex(`${app.url}/`);
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    console.log(`  host benchmark index ${benchmarkIndex}: the CPU slowed down ${cpuSlowdown}x`);
    const rows: Row[] = [
      { measurement: `Lighthouse: this host's benchmark index (median of ${RUNS})`, value: benchmarkIndex, unit: '' },
      {
        measurement: `Lighthouse: CPU slowdown, ${DEFAULT_SLOWDOWN}x on a host of index ${EXPECTED_HOST_INDEX} or more, in proportion below`,
        value: cpuSlowdown,
        unit: 'x',
      },
    ];
    const failed: string[] = [];
    for (const [name, path, budgets] of pages) {
      try {
        const figures = await measurePage(
          `${app.url}${path}`,
          cpuSlowdown,
          budgets === 'signed-in' ? cookie : undefined,
        );
        rows.push(...rowsOf(name, figures, budgets));
        // Each page as it is measured: the whole run takes minutes.
        console.log(
          `  ${name}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures['best-practices']}, SEO ${figures.seo}; LCP ${round(figures.lcpSeconds, 2)} s, TBT ${Math.round(figures.tbtMs)} ms, CLS ${round(figures.cls, 3)}, ${round(figures.transferredKb, 1)} kB${figures.missed.length > 0 ? `; audits missed: ${figures.missed.join(', ')}` : ''}`,
        );
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // The pages that were measured are reported; one that could not be is a failed measurement.
    if (failed.length > 0) {
      console.log(rows.map((row) => `  ${row.measurement}: ${row.value} ${row.unit}`).join('\n'));
      throw new Error(`Lighthouse could not measure ${failed.join('; ')}`);
    }
    return rows;
  },
};

export default lighthouseMeasurement;
