/**
 * `npm run bench`: starts the built app, runs every measurement in bench/measurements/ one after
 * another (never side by side, which would make them measure each other), prints a table, writes
 * bench/results.json and fails when a budget is missed. `npm run bench -- <name>` runs only the
 * measurements whose file name contains <name>.
 */
import { readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from '../test/support/app-server.ts';
import { startSmtpSink } from '../test/support/smtp-sink.ts';
import { answerADayOfCalls } from './a-day-of-calls.ts';
import { type Measurement, type Row, withinBudget } from './measurement.ts';

const measurementsDir = path.join(import.meta.dirname, 'measurements');
const resultsFile = path.join(import.meta.dirname, 'results.json');
const only = process.argv[2];

const names = (await readdir(measurementsDir))
  .filter((file) => file.endsWith('.ts') && (only === undefined || file.includes(only)))
  .sort();
if (names.length === 0) {
  console.error(`No measurement in ${measurementsDir} matches "${only}".`);
  process.exit(1);
}

const mail = await startSmtpSink();
// The limiters (the app's, and the stricter one of the sign-in calls) would cap the load tests at
// their own limits rather than at the app's speed.
const app = await startAppServer({
  smtpUrl: mail.url,
  environment: { RATE_LIMIT_MAX: '100000000', STRICT_RATE_LIMIT_MAX: '100000000' },
});
// Like a process in production, the app has answered every kind of call before it is measured.
await answerADayOfCalls(app.url);
const rows: (Row & { pass: boolean })[] = [];
const failures: string[] = [];
try {
  for (const name of names) {
    const { default: measurement } = (await import(path.join(measurementsDir, name))) as { default: Measurement };
    console.log(`Measuring ${name.replace(/\.ts$/, '')}...`);
    try {
      for (const row of await measurement.measure({ app })) rows.push({ ...row, pass: withinBudget(row) });
    } catch (error) {
      failures.push(`${name} could not measure: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await app.stop();
  await mail.close();
}

printTable(rows);
for (const failure of failures) console.error(failure);
await writeFile(
  resultsFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.arch()}` },
      rows,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}.`);
const missed = rows.filter((row) => !row.pass);
if (missed.length > 0) console.error(`Over budget: ${missed.map((row) => row.measurement).join('; ')}.`);
process.exitCode = missed.length > 0 || failures.length > 0 ? 1 : 0;

function printTable(table: (Row & { pass: boolean })[]) {
  const lines = [
    ['measurement', 'value', 'budget', 'result'],
    ...table.map((row) => [
      row.measurement,
      withUnit(row.value, row.unit),
      row.budget === undefined
        ? ''
        : 'atMost' in row.budget
          ? `≤ ${withUnit(row.budget.atMost, row.unit)}`
          : `≥ ${withUnit(row.budget.atLeast, row.unit)}`,
      row.budget === undefined ? '' : row.pass ? 'pass' : 'FAIL',
    ]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${format(lines[0] ?? [])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines.slice(1)) console.log(format(line));
  console.log();
}

function withUnit(value: number, unit: string): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit === '' ? number : `${number} ${unit}`;
}
