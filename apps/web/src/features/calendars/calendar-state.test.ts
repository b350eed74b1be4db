import { describe, expect, it } from 'vitest';
import { calendarState } from './calendar-state';

const connection = { connected: false, email: null, expires_at: null, broken: false };

describe('calendarState', () => {
  it.each([
    ['a calendar never connected', connection, { kind: 'not-connected' }],
    ['a calendar disconnected by its provider', { ...connection, broken: true }, { kind: 'broken' }],
    [
      'a broken connection even if a status says connected',
      { ...connection, connected: true, broken: true },
      { kind: 'broken' },
    ],
    [
      'a connected calendar without a known expiry',
      { ...connection, connected: true, email: 'ana@example.com' },
      { kind: 'connected', account: 'ana@example.com', accessUntil: null },
    ],
    [
      'a connected calendar with an unreadable expiry',
      { ...connection, connected: true, expires_at: 'soon' },
      { kind: 'connected', account: null, accessUntil: null },
    ],
  ])('describes %s', (_case, input, expected) => {
    expect(calendarState(input)).toEqual(expected);
  });

  it('says until when the current access of a connected calendar lasts', () => {
    const state = calendarState({ ...connection, connected: true, expires_at: '2026-11-25T15:30:00.000Z' });
    expect(state).toMatchObject({ kind: 'connected', accessUntil: expect.stringMatching(/Nov 2[45], 2026/) });
  });
});
