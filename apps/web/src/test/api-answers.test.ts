import { describe, expect, it } from 'vitest';
import { answerProblem } from './api-answers';
import { stubApi } from './api-stub';
import { buyerProfile } from './profiles';

const ana = buyerProfile({ hasQuestion: true, is_first_login: false, status: 'completed' });

describe('a stubbed answer', () => {
  it.each<[string, string, string, number, unknown]>([
    ['a signed-in session', 'GET', '/api/wizard-tool/session', 200, { data: { signed_in: true, profile: ana } }],
    ['a call with a parameter', 'DELETE', '/api/favorites/12', 200, { data: { program_id: 12, favorite: false } }],
    ['a removal without a body', 'DELETE', '/api/passkeys/3', 204, undefined],
    ['a refusal in the error shape', 'POST', '/api/newsletter', 422, { message: 'Check the address.', errors: {} }],
  ])('passes as %s', (_, method, path, status, body) => {
    expect(answerProblem(method, path, status, body)).toBeNull();
  });

  it.each<[string, string, string, number, unknown, string]>([
    [
      'names the call and the field that drifted',
      'POST',
      '/api/wizard-tool/logout',
      200,
      { data: { signed_out: true } },
      'POST /api/wizard-tool/logout: the stubbed answer does not match the contract: data.message:',
    ],
    [
      'names a field missing deep in the answer',
      'GET',
      '/api/wizard-tool/session',
      200,
      { data: { signed_in: true, profile: { ...ana, role: undefined } } },
      'data.profile.role:',
    ],
    [
      'refuses a status the API never answers',
      'POST',
      '/api/appointment/store',
      200,
      { data: {} },
      'where the API answers 201',
    ],
    ['refuses a failure without a message', 'GET', '/api/wallet', 500, { error: 'boom' }, 'message:'],
    [
      'refuses a call the contract does not know',
      'GET',
      '/api/nowhere',
      200,
      { data: {} },
      'the contract gives no answer',
    ],
  ])('fails: %s', (_, method, path, status, body, problem) => {
    expect(answerProblem(method, path, status, body)).toContain(problem);
  });
});

describe('stubApi', () => {
  it.fails('fails the test whose stub answers what the API cannot', async () => {
    stubApi(() => ({ status: 200, body: { data: { signed_out: true } } }));
    await fetch('/api/wizard-tool/logout', { method: 'POST' });
  });

  it('lets a test whose stub answers as the API would pass', async () => {
    stubApi(() => ({ status: 200, body: { data: { message: 'You are signed out.' } } }));
    const answer = await fetch('/api/wizard-tool/logout', { method: 'POST' });
    expect(await answer.json()).toEqual({ data: { message: 'You are signed out.' } });
  });
});
