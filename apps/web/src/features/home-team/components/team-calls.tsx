/** The buyer's booked calls with one member of their home team, soonest first. */
import type { Appointment } from '@hbw/contract';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appointmentPath } from '@/config/paths';
import { callWhen } from '@/lib/call-time';

export function TeamCalls({ appointments, name }: { appointments: Appointment[]; name: string }) {
  if (appointments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No call booked with {name} yet.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label={`Your calls with ${name}`}>
      {appointments.map((appointment) => (
        <List.Item key={appointment.id}>
          <Anchor component={Link} to={appointmentPath(appointment.id)} size="sm">
            {callWhen(appointment.starts_at)}
          </Anchor>{' '}
          about {appointment.program.name}
        </List.Item>
      ))}
    </List>
  );
}
