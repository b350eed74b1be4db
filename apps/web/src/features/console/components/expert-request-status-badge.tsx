/** Where the console staff are with an expert request, as a coloured label. */
import type { ExpertRequestStatus } from '@hbw/contract';
import { Badge } from '@mantine/core';

export const expertRequestStatusLabels: Record<ExpertRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

const colours: Record<ExpertRequestStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };

export function ExpertRequestStatusBadge({ status }: { status: ExpertRequestStatus }) {
  return (
    <Badge color={colours[status]} variant="light">
      {expertRequestStatusLabels[status]}
    </Badge>
  );
}
