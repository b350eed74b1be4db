/**
 * A stubbed `fetch` that answers as our API would. Each answer a test gives is checked against the
 * contract (api-answers.ts): the test fails, naming the call and the field, when our API could not give it.
 */
import { onTestFinished, vi } from 'vitest';
import { answerProblem } from './api-answers';

export type ApiAnswer = { status: number; body?: unknown };
export type ApiHandler = (request: {
  method: string;
  path: string;
  body: unknown;
  /** The call's query string, for a handler whose answer depends on it. */
  query?: URLSearchParams;
}) => ApiAnswer | Promise<ApiAnswer>;

/** A signed-out visitor: the session call says so, anything else answers 404. */
export const visitor: ApiHandler = ({ path }) =>
  path === '/api/wizard-tool/session'
    ? { status: 200, body: { data: { signed_in: false, profile: null } } }
    : { status: 404, body: { message: 'There is nothing at this address.' } };

/** A signed-in person: the session call answers with their profile. */
export function signedInAs(profile: Record<string, unknown>, otherwise: ApiHandler = visitor): ApiHandler {
  return (request) =>
    request.path === '/api/wizard-tool/session'
      ? { status: 200, body: { data: { signed_in: true, profile } } }
      : otherwise(request);
}

/** Stubs `fetch` with `handler`; must be called in a test, which fails when an answer breaks the contract. */
export function stubApi(handler: ApiHandler = visitor) {
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) {
      throw new Error(`The stubbed API gave answers the real one cannot give:\n${problems.join('\n')}`);
    }
  });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const method = init?.method ?? 'GET';
    const answer = await handler({ method, path: url.pathname, body, query: url.searchParams });
    // The test goes on with the answer it gave, and fails at its end with every problem found.
    const problem = url.pathname.startsWith('/api/')
      ? answerProblem(method, url.pathname, answer.status, answer.body)
      : null;
    if (problem) problems.push(problem);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
