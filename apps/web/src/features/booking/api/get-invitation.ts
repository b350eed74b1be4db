/**
 * `GET appointment/{id}/invitation.ics`: the call's calendar invitation. The browser downloads it
 * through a plain link, with the session cookie, so there is no fetcher here.
 */
export function invitationUrl(appointmentId: number): string {
  return `/api/appointment/${appointmentId}/invitation.ics`;
}
