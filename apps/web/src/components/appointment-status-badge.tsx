/** A call's status in words, for the buyer's and the professional's lists alike. */
import type { AppointmentStatus } from '@hbw/contract';
import { Badge } from '@mantine/core';

const looks: Record<AppointmentStatus, { label: string; color: string }> = {
  booked: { label: 'Booked', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  completed: { label: 'Completed', color: 'blue' },
  no_show: { label: 'No-show', color: 'orange' },
};

/** "No-show": a call's status in words. */
export function appointmentStatusLabel(status: AppointmentStatus): string {
  return looks[status].label;
}

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const look = looks[status];
  return (
    <Badge variant="light" color={look.color}>
      {look.label}
    </Badge>
  );
}
