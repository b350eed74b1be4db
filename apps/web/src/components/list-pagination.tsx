/** The pages of a list: where the buyer is ("11–20 of 25 calls") and the way to the other pages. */
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, pageRange } from '@/lib/paging';

type ListPaginationProps = {
  page: number;
  perPage: number;
  total: number;
  /** What the list holds, in the plural: "calls". */
  noun: string;
  onPageChange: (page: number) => void;
};

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

export function ListPagination({ page, perPage, total, noun, onPageChange }: ListPaginationProps) {
  const range = pageRange(page, perPage, total);
  const pages = pageCount(total, perPage);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {range ? `${range.from}–${range.to} of ${total} ${noun}` : `${total} ${noun}`}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </nav>
      )}
    </Group>
  );
}
