/**
 * CSV as spreadsheets read it (RFC 4180): quoted where needed, CRLF line ends. A text cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is
 * prefixed with an apostrophe, so an export never carries a formula a buyer typed.
 */
import { Readable } from 'node:stream';

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvCell[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header, then one line per item, read a batch at a time: memory stays flat whatever the size. */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  row: (item: T) => readonly CsvCell[],
): Readable {
  async function* lines() {
    yield csvRow(header);
    for await (const batch of batches) yield batch.map((item) => csvRow(row(item))).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}
