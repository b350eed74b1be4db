import type { QuestionnaireDraft } from '@hbw/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { claimPendingAnswers, readPendingAnswers, writePendingAnswers } from './pending-answers';

const finished = {
  state: 'TX',
  county: null,
  household_size: 2,
  household_income: 60000,
  owned_home_last_3_years: true,
  parents_owned_home: false,
  veteran: false,
  occupation: 'none',
  primary_residence: true,
  property_type: 'condo',
  target_price: 250000,
  credit_score_band: '720_plus',
  savings: 5000,
  loan_type: 'not_sure',
  timeline: 'just_exploring',
  student_debt: false,
  targeted_area: 'no',
} as const;

/** The server keeps what it is sent, and answers the saved answers. */
function stubSavingServer() {
  return stubApi(({ body }) => {
    const { complete, ...answers } = body as QuestionnaireDraft & { complete?: boolean };
    return {
      status: 200,
      body: { data: { answers, complete: complete ?? false, completed_at: null, missing: [], updated_at: null } },
    };
  });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('readPendingAnswers', () => {
  it.each([
    ['nothing kept', null],
    ['text that is no JSON', '{not json'],
    ['answers of another shape', JSON.stringify({ state: 'Texas' })],
  ])('reads %s as no answers', async (_, stored) => {
    if (stored !== null) window.localStorage.setItem('hbw-pending-answers', stored);
    expect(await readPendingAnswers()).toEqual({});
  });

  it('reads back what was written', async () => {
    writePendingAnswers({ state: 'CA', county: '06075', household_size: 3 });
    expect(await readPendingAnswers()).toEqual({ state: 'CA', county: '06075', household_size: 3 });
  });

  it('keeps the other answers of a county kept as typed, before it was a choice', async () => {
    window.localStorage.setItem(
      'hbw-pending-answers',
      JSON.stringify({ state: 'TX', county: 'Travis', household_size: 3 }),
    );
    expect(await readPendingAnswers()).toEqual({ state: 'TX', county: null, household_size: 3 });
  });
});

describe('claimPendingAnswers', () => {
  it('calls nothing when no answers are kept', async () => {
    const fetchStub = stubSavingServer();
    await claimPendingAnswers();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it.each<[string, QuestionnaireDraft, Record<string, unknown>]>([
    ['finishes the questionnaire with every answer', finished, { ...finished, complete: true }],
    ['saves a half-answered one as it is', { state: 'TX', household_size: 2 }, { state: 'TX', household_size: 2 }],
  ])('%s, then forgets them', async (_, kept, body) => {
    const fetchStub = stubSavingServer();
    writePendingAnswers(kept);
    await claimPendingAnswers();
    expect(fetchStub).toHaveBeenCalledWith('/api/wizard/answers', expect.objectContaining({ method: 'PUT' }));
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(window.localStorage.getItem('hbw-pending-answers')).toBeNull();
  });

  it('keeps the answers when the server refuses them', async () => {
    stubApi(() => ({ status: 503, body: { message: 'Down' } }));
    writePendingAnswers({ state: 'TX' });
    await expect(claimPendingAnswers()).rejects.toThrow('Down');
    expect(await readPendingAnswers()).toEqual({ state: 'TX' });
  });
});
