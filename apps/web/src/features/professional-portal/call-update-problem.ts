/** What the professional is told when a change to a call is refused, with what to do next. */
import { ApiError } from '@/lib/api-client';

/**
 * The server's sentence says what happened; a call changed meanwhile (409: the buyer cancelled it,
 * or its time came) is read again, so the professional is told to look at where it stands now.
 */
export function callUpdateProblem(error: Error): string {
  if (error instanceof ApiError && error.status === 409) {
    return `${error.message} The call now shows where it stands: choose again from what it offers.`;
  }
  if (error instanceof ApiError && error.status === 404) {
    return `${error.message} It may have been removed: go back to your calls to see the ones you have.`;
  }
  return error.message;
}
