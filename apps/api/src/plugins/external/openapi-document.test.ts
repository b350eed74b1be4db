import { apiErrorSchema } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { describedHook } from '../../lib/route-description.ts';
import { operationIdOf, type RouteDeclaration, refusalsOf, securityOf } from './openapi-document.ts';

describe('the name of a call, from its method and address', () => {
  it.each([
    ['GET', '/api/programs', 'getPrograms'],
    ['GET', '/api/programs/:id', 'getProgramsById'],
    ['PUT', '/api/appointment/:id/proposal', 'putAppointmentByIdProposal'],
    ['POST', '/api/wizard-tool/login-with-code', 'postWizardToolLoginWithCode'],
    ['POST', '/api/wizard-tool/google/schedule_event', 'postWizardToolGoogleScheduleEvent'],
    ['GET', '/api/appointment/:id/invitation.ics', 'getAppointmentByIdInvitationIcs'],
    ['PUT', '/api/favorites/:program_id', 'putFavoritesByProgramId'],
  ])('%s %s is %s', (method, url, name) => {
    expect(operationIdOf(method, url)).toBe(name);
  });
});

describe('what a call can refuse, and who may make it, from its declaration', () => {
  const session = describedHook(() => undefined, { session: true, refusals: [401] });
  const role = describedHook(() => undefined, { refusals: [401, 403] });
  const ceiling = describedHook(() => undefined, { refusals: [429] });
  const route = (declared: Partial<RouteDeclaration>): RouteDeclaration => ({
    method: 'GET',
    url: '/api/things',
    hooks: [],
    schema: {},
    ...declared,
  });

  it.each([
    ['a public read of nothing', route({}), []],
    ['a rate-limited read with a query', route({ hooks: [ceiling], schema: { querystring: {} } }), [422, 429]],
    ['a signed-in read by id', route({ url: '/api/things/:id', hooks: [[ceiling, session]] }), [401, 404, 429]],
    [
      'a role’s change with a body',
      route({ method: 'POST', hooks: [session, role], schema: { body: {} } }),
      [400, 401, 403, 413, 415, 422],
    ],
    ['an upload', route({ method: 'POST', schema: { uploadBody: {} } }), [400, 403, 413, 415, 422]],
    ['a refusal its schema lists', route({ schema: { response: { 200: {}, 409: apiErrorSchema } } }), [409]],
  ])('%s', (_, declaration, refusals) => {
    expect(refusalsOf(declaration)).toEqual(refusals);
  });

  it('asks for a session by cookie or bearer token where a hook needs one, and for nothing elsewhere', () => {
    expect(securityOf(route({ hooks: [ceiling, [session, role]] }))).toEqual([
      { sessionCookie: [] },
      { sessionBearer: [] },
    ]);
    expect(securityOf(route({ hooks: [ceiling] }))).toEqual([]);
  });
});
