import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callUpdateProblem } from './call-update-problem';

describe('callUpdateProblem', () => {
  it.each([
    [
      new ApiError(409, 'This call is not booked any more.'),
      'This call is not booked any more. The call now shows where it stands: choose again from what it offers.',
    ],
    [
      new ApiError(404, 'There is no such appointment.'),
      'There is no such appointment. It may have been removed: go back to your calls to see the ones you have.',
    ],
    [
      new ApiError(0, "We couldn't reach Homebuyer Wizard. Check your connection and try again."),
      "We couldn't reach Homebuyer Wizard. Check your connection and try again.",
    ],
  ])('tells what happened and what to do: %s', (error, message) => {
    expect(callUpdateProblem(error)).toBe(message);
  });
});
