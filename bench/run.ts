/**
 * `npm run bench`: starts the built app, runs every measurement in bench/measurements/ one after
 * another (never side by side, which would make them measure each other), prints a table, writes
 * bench/results.json (and, after a whole run, the table in bench/README.md) and fails when a budget
 * is missed. `npm run bench -- <name> [<name>...]` runs only the measurements whose file name contains
 * one of the names.
 */
import { readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from '../test/support/app-server.ts';
import { startSmtpSink } from '../test/support/smtp-sink.ts';
import { answerADayOfCalls } from './a-day-of-calls.ts';
import { inProduction } from './in-production.ts';
import { type Measurement, withinBudget } from './measurement.ts';
import { type MeasuredRow, printedTable, type Results, writeLatestRun } from './results-table.ts';

const measurementsDir = path.join(import.meta.dirname, 'measurements');
const resultsFile = path.join(import.meta.dirname, 'results.json');
const readmeFile = path.join(import.meta.dirname, 'README.md');
const only = process.argv.slice(2);
const whole = only.length === 0;

const names = (await readdir(measurementsDir))
  .filter((file) => file.endsWith('.ts') && (whole || only.some((name) => file.includes(name))))
  .sort();
if (names.length === 0) {
  console.error(`No measurement in ${measurementsDir} matches ${only.map((name) => `"${name}"`).join(' or ')}.`);
  process.exit(1);
}

const mail = await startSmtpSink({ keep: false });
const app = await startAppServer({ smtpUrl: mail.url, environment: inProduction() });
// Like a process in production, the app has answered every kind of call before it is measured.
await answerADayOfCalls(app.url);
const rows: MeasuredRow[] = [];
const failures: string[] = [];
try {
  for (const name of names) {
    const { default: measurement } = (await import(path.join(measurementsDir, name))) as { default: Measurement };
    console.log(`Measuring ${name.replace(/\.ts$/, '')}...`);
    try {
      for (const row of await measurement.measure({ app, mailUrl: mail.url }))
        rows.push({ ...row, pass: withinBudget(row) });
    } catch (error) {
      failures.push(`${name} could not measure: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await app.stop();
  await mail.close();
}

console.log(`\n${printedTable(rows)}\n`);
for (const failure of failures) console.error(failure);
const results: Results = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.arch()}` },
  rows,
  failures,
};
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}.`);
// Only a whole run is the latest table: a run of some measurements would leave the others out.
if (whole) {
  await writeLatestRun(readmeFile, results);
  console.log(`The latest table written to ${path.relative(process.cwd(), readmeFile)}.`);
}
const missed = rows.filter((row) => !row.pass);
if (missed.length > 0) console.error(`Over budget: ${missed.map((row) => row.measurement).join('; ')}.`);
process.exitCode = missed.length > 0 || failures.length > 0 ? 1 : 0;
