/**
 * What the profile says about one calendar connection: connected (and until when the current access
 * lasts, renewed on its own), broken (the provider stopped accepting our access, so it must be
 * connected again), or not connected.
 */
import type { CalendarConnection } from './api/get-calendar-connections';

export type CalendarState =
  | { kind: 'connected'; account: string | null; accessUntil: string | null }
  | { kind: 'broken' }
  | { kind: 'not-connected' };

const accessFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function calendarState(connection: CalendarConnection): CalendarState {
  if (connection.broken) return { kind: 'broken' };
  if (!connection.connected) return { kind: 'not-connected' };
  const expiry = connection.expires_at ? new Date(connection.expires_at) : null;
  return {
    kind: 'connected',
    account: connection.email,
    accessUntil: expiry && !Number.isNaN(expiry.getTime()) ? accessFormat.format(expiry).replace(/\u202f/g, ' ') : null,
  };
}
