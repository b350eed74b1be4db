/**
 * The bench's figures as a table: printed at the end of a run, and written into bench/README.md
 * after a whole run, so that the latest figures against their budgets are read where the
 * measurements are described (issue 20).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Row } from './measurement.ts';

export type MeasuredRow = Row & { pass: boolean };
export type Results = {
  measuredAt: string;
  machine: { node: string; cpus: number; platform: string };
  rows: MeasuredRow[];
  failures: string[];
};

const header = ['measurement', 'value', 'budget', 'result'];

function cellsOf(row: MeasuredRow): string[] {
  return [
    row.measurement,
    withUnit(row.value, row.unit),
    row.budget === undefined
      ? ''
      : 'atMost' in row.budget
        ? `≤ ${withUnit(row.budget.atMost, row.unit)}`
        : `≥ ${withUnit(row.budget.atLeast, row.unit)}`,
    row.budget === undefined ? '' : row.pass ? 'pass' : 'FAIL',
  ];
}

function withUnit(value: number, unit: string): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit === '' ? number : `${number} ${unit}`;
}

function widthsOf(lines: string[][]): number[] {
  return header.map((_, column) => Math.max(3, ...lines.map((line) => line[column]?.length ?? 0)));
}

/** The table as the terminal shows it. */
export function printedTable(rows: MeasuredRow[]): string {
  const lines = [header, ...rows.map(cellsOf)];
  const widths = widthsOf(lines);
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1).map(format)].join(
    '\n',
  );
}

/** The table in Markdown, its columns padded as the formatter (Biome) writes them. */
export function markdownTable(rows: MeasuredRow[]): string {
  const lines = [header, ...rows.map(cellsOf)];
  const widths = widthsOf(lines);
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    format(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...lines.slice(1).map(format),
  ].join('\n');
}

const start = '<!-- latest-run:start -->';
const end = '<!-- latest-run:end -->';

/** Replaces the latest-run section of the README with these results. */
export async function writeLatestRun(readme: string, results: Results): Promise<void> {
  const text = await readFile(readme, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readme} has no ${start} … ${end} section to write the table into.`);
  const { machine } = results;
  const section = [
    start,
    '',
    `Measured ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} cores (${machine.platform}), Node ${machine.node}.`,
    '',
    markdownTable(results.rows),
    ...(results.failures.length > 0 ? ['', ...results.failures.map((failure) => `- ${failure}`)] : []),
    '',
    end,
  ].join('\n');
  await writeFile(readme, `${text.slice(0, from)}${section}${text.slice(to + end.length)}`);
}
