import { SLOT_TAKEN } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attemptRefused } from './booking-refusal';

describe('an attempt to book or move a call that was refused', () => {
  it.each([
    [
      'lost to another buyer',
      new ApiError(409, SLOT_TAKEN),
      {
        refusal: {
          title: SLOT_TAKEN,
          message:
            'Another buyer booked 10:30 AM a moment before you. The times below are up to date: choose another one.',
        },
        sameAttempt: false,
        chooseAgain: true,
      },
    ],
    [
      'for a time that can no longer be booked',
      new ApiError(422, 'Gone by', { appointment_date: ['Gone by: choose another time.'] }),
      {
        refusal: {
          title: 'This time cannot be booked',
          message: 'Gone by: choose another time. The times below are up to date.',
        },
        sameAttempt: false,
        chooseAgain: true,
      },
    ],
    [
      'for its note, which the note field says',
      new ApiError(422, 'Too long', { description: ['Use at most 2,000 characters.'] }),
      { refusal: null, sameAttempt: false, chooseAgain: false },
    ],
    [
      'without an answer, which may have booked',
      new ApiError(0, "We couldn't reach Homebuyer Wizard."),
      {
        refusal: { title: "We couldn't book this call", message: "We couldn't reach Homebuyer Wizard." },
        sameAttempt: true,
        chooseAgain: false,
      },
    ],
    [
      'by anything else',
      new ApiError(500, 'Something went wrong on our side.'),
      {
        refusal: { title: "We couldn't book this call", message: 'Something went wrong on our side.' },
        sameAttempt: false,
        chooseAgain: false,
      },
    ],
  ])('%s', (_, error, expected) => {
    expect(attemptRefused(error, '10:30 AM')).toEqual(expected);
  });

  it('names no time it does not know', () => {
    expect(attemptRefused(new ApiError(409, SLOT_TAKEN), undefined).refusal?.message).toMatch(
      /^Another buyer booked this time a moment before you/,
    );
  });
});
