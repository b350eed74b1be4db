import { describe, expect, it } from 'vitest';
import { type BuyerState, homebuyingSteps, nextActions, nextCall, progressPercent } from './buyer-progress';

const newcomer: BuyerState = {
  profileComplete: false,
  answersComplete: false,
  answersMissing: 0,
  answersStarted: false,
  walletChips: 0,
  favorites: 0,
  callsBooked: 0,
  upcomingCalls: 0,
  teamMembers: 0,
  teamRoles: 3,
  educationRequired: false,
};

const pending = (state: Partial<BuyerState>) =>
  nextActions({ ...newcomer, ...state })
    .filter((action) => !action.done)
    .map((action) => action.id);

describe('nextActions', () => {
  it.each<[string, Partial<BuyerState>, string[]]>([
    [
      'a newcomer has everything ahead, in order',
      {},
      ['profile', 'questionnaire', 'favorites', 'call', 'documents', 'team'],
    ],
    [
      'a finished questionnaire and profile leave the rest',
      { profileComplete: true, answersComplete: true, walletChips: 2 },
      ['favorites', 'call', 'documents', 'team'],
    ],
    [
      'a booked call settles the call and the documents',
      { profileComplete: true, answersComplete: true, favorites: 1, callsBooked: 1, upcomingCalls: 1 },
      ['team'],
    ],
    [
      'a team with one role empty is not built',
      { teamMembers: 2 },
      ['profile', 'questionnaire', 'favorites', 'call', 'documents', 'team'],
    ],
    [
      'education is asked for when the wallet needs it',
      {
        profileComplete: true,
        answersComplete: true,
        favorites: 1,
        callsBooked: 1,
        teamMembers: 3,
        educationRequired: true,
      },
      ['education'],
    ],
  ])('%s', (_, state, ids) => {
    expect(pending(state)).toEqual(ids);
  });

  it('puts what is done after what is left', () => {
    const actions = nextActions({ ...newcomer, profileComplete: true });
    expect(actions.at(-1)).toMatchObject({ id: 'profile', done: true });
  });

  it('says how many questions are left of a started questionnaire', () => {
    const questionnaire = nextActions({ ...newcomer, answersStarted: true, answersMissing: 4 }).find(
      (action) => action.id === 'questionnaire',
    );
    expect(questionnaire).toMatchObject({
      title: 'Finish the questionnaire',
      description: '4 questions left before we can fill your wallet.',
    });
  });
});

describe('homebuyingSteps', () => {
  it.each<[string, Partial<BuyerState>, number]>([
    ['a newcomer has done none of the eight steps', {}, 0],
    ['answers with an empty wallet are one step', { answersComplete: true }, 13],
    [
      'answers, a wallet, a favourite and a call are four',
      { answersComplete: true, walletChips: 3, favorites: 2, callsBooked: 1 },
      50,
    ],
    [
      'the steps outside the app are never ticked by it',
      { answersComplete: true, walletChips: 1, favorites: 1, callsBooked: 1, teamMembers: 3 },
      63,
    ],
  ])('%s (%i%)', (_, state, percent) => {
    expect(progressPercent(homebuyingSteps({ ...newcomer, ...state }))).toBe(percent);
  });
});

describe('nextCall', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const call = (id: number, starts_at: string, status: 'booked' | 'cancelled' | 'completed' = 'booked') => ({
    id,
    starts_at,
    status,
  });

  it.each([
    ['the soonest of the calls to come', [call(1, '2026-12-01T15:00:00Z'), call(2, '2026-11-25T15:00:00Z')], 2],
    ['not a past call', [call(1, '2026-11-20T15:00:00Z'), call(2, '2026-11-30T15:00:00Z')], 2],
    ['not a cancelled one', [call(1, '2026-11-24T15:00:00Z', 'cancelled'), call(2, '2026-11-30T15:00:00Z')], 2],
    ['none when nothing is to come', [call(1, '2026-11-20T15:00:00Z', 'completed')], null],
  ])('is %s', (_, calls, id) => {
    expect(nextCall(calls, now)?.id ?? null).toBe(id);
  });
});
