import { type Slot, slotDisabledLabels } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { slotNote, slotTimes } from './slot-grid';

const slot = (state: Partial<Slot>): Slot => ({
  id: 5,
  time: '10:00 AM',
  starts_at: '2026-12-01T15:00:00.000Z',
  active: true,
  disabled: false,
  disabled_reason: null,
  disabled_label: null,
  busy_in_your_calendar: false,
  ...state,
});

describe('what a slot of the grid says under its time', () => {
  it.each([
    { state: {}, note: 'Free' },
    { state: { busy_in_your_calendar: true }, note: 'Free, but busy in your calendar' },
    {
      state: { disabled: true, disabled_reason: 'booked', disabled_label: slotDisabledLabels.booked },
      note: 'Already booked',
    },
    {
      state: { disabled: true, disabled_reason: 'day_off', disabled_label: slotDisabledLabels.day_off },
      note: 'Day off',
    },
    {
      state: { disabled: true, disabled_reason: 'buyer_busy', disabled_label: slotDisabledLabels.buyer_busy },
      note: 'You have another call then',
    },
    // A taken slot that is also in the buyer's calendar says why it cannot be booked, not the warning.
    {
      state: {
        disabled: true,
        disabled_reason: 'past',
        disabled_label: slotDisabledLabels.past,
        busy_in_your_calendar: true,
      },
      note: 'This time has passed',
    },
    { state: { disabled: true }, note: 'Not available' },
  ] as { state: Partial<Slot>; note: string }[])('$note', ({ state, note }) => {
    expect(slotNote(slot(state))).toBe(note);
  });
});

describe('what a slot shows as its time', () => {
  it.each([
    ['America/New_York', { own: '10:00 AM', eastern: null }],
    ['America/Detroit', { own: '10:00 AM', eastern: null }],
    ['America/Chicago', { own: '9:00 AM', eastern: '10:00 AM Eastern' }],
    ['Europe/London', { own: '3:00 PM', eastern: '10:00 AM Eastern' }],
  ])('in %s', (zone, times) => {
    expect(slotTimes(slot({}), zone)).toEqual(times);
  });
});
