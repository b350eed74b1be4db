/** `GET appointment/{id}`: one of the buyer's calls. */
import type { Appointment } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

export function getAppointment(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Appointment> {
  return api.get(`appointment/${id}`, { signal });
}

export const appointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['appointments', id],
    queryFn: ({ signal }) => getAppointment(id, { signal }),
  });

/** How often and for how long a call whose meeting link is being made is asked for again. */
export const meetingLinkPolling = { intervalMs: 1_000, forMs: 30_000 };

const linkPending = (appointment: Appointment | undefined) =>
  appointment?.status === 'booked' && !appointment.meet_link;

/**
 * The call; while it is booked and its meeting link is still being made (a background job makes it
 * just after the booking), it is asked for again every second, for half a minute at most.
 * `preparingMeetingLink` says whether that is still going on.
 */
export function useAppointment(id: number) {
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    ...appointmentQueryOptions(id),
    refetchInterval: (current) =>
      linkPending(current.state.data) && Date.now() - openedAt < meetingLinkPolling.forMs
        ? meetingLinkPolling.intervalMs
        : false,
  });
  const preparingMeetingLink = linkPending(query.data) && query.dataUpdatedAt - openedAt < meetingLinkPolling.forMs;
  return { ...query, preparingMeetingLink };
}
