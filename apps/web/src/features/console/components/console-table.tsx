/**
 * A list of the console: loading, failure (with a way to try again), empty, or a table that scrolls on
 * its own on a phone (and with the keyboard), with its pages below; or the table alone for a list that
 * comes whole.
 */
import '@mantine/core/styles/Table.css';
import { Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import classes from './console-table.module.css';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type Page<Row> = { data: Row[]; total: number; per_page: number; current_page: number };

type ConsoleTableProps<Row> = {
  /** What the table lists, in the plural: "expert requests". */
  noun: string;
  query: UseQueryResult<Page<Row>>;
  columns: readonly Column<Row>[];
  /** Said when nothing matches. */
  empty: string;
  rowKey: (row: Row) => string | number;
  onPageChange: (page: number) => void;
};

export function ConsoleTable<Row>({ noun, query, columns, empty, rowKey, onPageChange }: ConsoleTableProps<Row>) {
  if (query.isPending) return <LoadingBlock label={`Loading the ${noun}`} rows={4} height={40} />;
  if (query.isError) {
    return <LoadFailure title={`We couldn't load the ${noun}`} error={query.error} onRetry={() => query.refetch()} />;
  }
  const page = query.data;
  if (page.total === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <ConsoleRows noun={noun} rows={page.data} columns={columns} rowKey={rowKey} />
      <ListPagination
        page={page.current_page}
        perPage={page.per_page}
        total={page.total}
        noun={noun}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}

type ConsoleRowsProps<Row> = Pick<ConsoleTableProps<Row>, 'noun' | 'columns' | 'rowKey'> & { rows: readonly Row[] };

/** The rows of a list that has them all at once (no pages), in the console's table. */
export function ConsoleRows<Row>({ noun, rows, columns, rowKey }: ConsoleRowsProps<Row>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable with the keyboard
    <section className={classes.scroller} tabIndex={0} aria-label={`Table of ${noun}`}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
