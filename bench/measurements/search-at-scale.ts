/**
 * Site search (`GET /api/search.json`) over 3,000 programs and 1,000 blog posts and help pages, on an
 * app of its own: its database holds the seeded catalogue copied until it has 3,000 programs (each
 * copy named after a town), and its CONTENT_DIR 1,000 generated Markdown pages of the site's words.
 * Two figures have budgets: the p95 time of searches each asked once (typed with typos, so every one
 * is a fresh search of the index, not a cached answer), timed one after another by the client with
 * the app on a core of its own, after a hundred others as a process in use has answered; and
 * the throughput of one search asked again and again (the header's box, a common mistyped address)
 * as a share of bare Fastify's health route, taken as every share is (`shareOfBare`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startAppServer } from '../../test/support/app-server.ts';
import { answerADayOfCalls } from '../a-day-of-calls.ts';
import { onCoresOfTheirOwn } from '../cores.ts';
import { inProduction } from '../in-production.ts';
import type { Measurement, Row } from '../measurement.ts';
import { startOwnDatabase } from '../own-database.ts';
import { round2, shareOfBare, shareSetting, startBareServer } from './api-throughput.ts';

const PROGRAMS = 3_000;
const CONTENT_PAGES = 1_000;
const SEARCHES = 400;
/** Fresh searches answered before the timed ones, as a process in use has answered searches before. */
const WARM_UP_SEARCHES = 100;
const REPEATED = '/api/search.json?q=texs%20heros';

const towns =
  'Springfield Riverside Franklin Greenville Bristol Clinton Fairview Salem Madison Georgetown Arlington Ashland Dover Milton Newport Oxford Jackson Burlington Manchester Clayton'.split(
    ' ',
  );
const vocabulary =
  'assistance grant loan buyer home down payment closing cost credit teacher nurse veteran county city rural first time forgivable deferred second mortgage income limit lender call wallet program eligibility savings budget inspection appraisal offer escrow'.split(
    ' ',
  );

/** The same words every run: a seeded generator, not Math.random. */
function wordPicker() {
  let seed = 7;
  return () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return vocabulary[seed % vocabulary.length] as string;
  };
}

async function writeContent(folder: string): Promise<void> {
  const pick = wordPicker();
  const words = (count: number) => Array.from({ length: count }, pick).join(' ');
  for (const collection of ['blog', 'docs']) await mkdir(path.join(folder, collection), { recursive: true });
  for (let page = 0; page < CONTENT_PAGES; page++) {
    const collection = page % 2 === 0 ? 'blog' : 'docs';
    const paragraphs = Array.from({ length: 4 }, () => words(60)).join('\n\n');
    await writeFile(
      path.join(folder, collection, `${page}.page-${page}.md`),
      `---\ntitle: "${words(4)} in ${towns[page % towns.length]}"\ndescription: "${words(15)}"\n---\n\n${paragraphs}\n`,
    );
  }
}

/** The seeded programs copied, each copy named after a town, until the catalogue holds `PROGRAMS`. */
async function addPrograms(db: pg.Client): Promise<void> {
  const { rows: columns } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_name = 'programs' and is_generated = 'NEVER' and is_identity = 'NO' and column_name not in ('slug', 'name')`,
  );
  const list = columns.map((column) => `"${column.name}"`).join(', ');
  await db.query(
    `insert into programs (slug, name, ${list})
     select p.slug || '-' || g, p.name || ' ' || ($1::text[])[1 + g % array_length($1::text[], 1)], ${columns.map((column) => `p."${column.name}"`).join(', ')}
     from generate_series(1, 100) g cross join programs p
     order by g, p.id
     limit $2 - (select count(*) from programs)`,
    [towns, PROGRAMS],
  );
}

/** Searches that are each asked once: two words of a program's name, one with a letter left out. */
async function freshSearches(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from programs order by id');
  const searches = new Set<string>();
  for (const [index, { name }] of rows.entries()) {
    const words = name.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    if (words.length === 0) continue;
    const mistyped = words.map((word, at) => (at === index % words.length ? word.slice(0, 2) + word.slice(3) : word));
    searches.add(mistyped.slice(0, 2).join(' '));
    if (searches.size === SEARCHES + WARM_UP_SEARCHES) break;
  }
  return [...searches];
}

function percentile(times: number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

const searchAtScale: Measurement = {
  async measure({ mailUrl }): Promise<Row[]> {
    const database = await startOwnDatabase('bench_search');
    const contentDir = await mkdtemp(path.join(os.tmpdir(), 'hbw-bench-content-'));
    try {
      await writeContent(contentDir);
      const app = await startAppServer({
        databaseUrl: database.url,
        smtpUrl: mailUrl,
        environment: inProduction({ CONTENT_DIR: contentDir, RUN_JOBS: 'false' }),
      });
      const bare = await startBareServer();
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        await addPrograms(db);
        const searches = await freshSearches(db);
        await answerADayOfCalls(app.url);
        // The index is built by the first search after the catalogue changed: not a search to time.
        const first = performance.now();
        const built = await fetch(`${app.url}${REPEATED}`);
        const buildMs = performance.now() - first;
        const hits = ((await built.json()) as { data: unknown[] }).data.length;
        if (hits === 0) throw new Error('The search measured found nothing.');
        const times = await onCoresOfTheirOwn([app.pid], async () => {
          const taken: number[] = [];
          for (const [index, search] of searches.entries()) {
            const started = performance.now();
            const answer = await fetch(`${app.url}/api/search.json?q=${encodeURIComponent(search)}`);
            await answer.arrayBuffer();
            if (index >= WARM_UP_SEARCHES) taken.push(performance.now() - started);
            if (answer.status !== 200) throw new Error(`The search "${search}" answered ${answer.status}.`);
          }
          return taken;
        });
        const repeated = await shareOfBare(app, REPEATED, bare);
        const { rows } = await db.query<{ count: number }>('select count(*)::int as count from programs');
        return [
          { measurement: 'search: programs in the catalogue', value: rows[0]?.count ?? 0, unit: '' },
          { measurement: 'search: first search, with the index built', value: Math.round(buildMs), unit: 'ms' },
          {
            measurement: `search: ${times.length} searches each asked once, median`,
            value: round2(percentile(times, 0.5)),
            unit: 'ms',
          },
          {
            measurement: `search: ${times.length} searches each asked once, p95 (after ${WARM_UP_SEARCHES} others)`,
            value: round2(percentile(times, 0.95)),
            unit: 'ms',
            budget: { atMost: 10 },
          },
          {
            measurement: `search: one search asked again and again (${shareSetting})`,
            value: Math.round(repeated.rate),
            unit: 'req/s',
          },
          {
            measurement: 'search: one search asked again and again, app ÷ bare Fastify (median of pairs)',
            value: round2(repeated.share),
            unit: '',
            budget: { atLeast: 0.4 },
          },
        ];
      } finally {
        await db.end();
        await bare.stop();
        await app.stop();
      }
    } finally {
      await database.stop();
      await rm(contentDir, { recursive: true, force: true });
    }
  },
};

export default searchAtScale;
