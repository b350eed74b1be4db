import { matchRoute, type PageAddress } from '@hbw/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  appointmentPath,
  appointmentRequestPath,
  bookAppointmentPath,
  loginPath,
  marketplaceProductPath,
  oneTimeCodePath,
  paths,
  professionalSignInPath,
  programProfessionalsPath,
  signupPath,
} from './paths';

function addresses(table: object): string[] {
  return Object.values(table).flatMap((value) => (typeof value === 'string' ? [value] : addresses(value)));
}

describe('paths', () => {
  it.each([
    ...addresses(paths),
    marketplaceProductPath(7),
    programProfessionalsPath(7),
    bookAppointmentPath(3, 7, '2026-12-01'),
    appointmentPath(42),
    appointmentRequestPath(7),
    professionalSignInPath('/pro/calls'),
    loginPath('/profile'),
    signupPath('/profile'),
    oneTimeCodePath({ email: 'ana@example.com', returnTo: '/profile' }),
  ])('%s is a page of the route table', (address) => {
    const pathname = new URL(address, 'http://localhost').pathname;
    expect(matchRoute(pathname)).toMatchObject({ kind: 'page' });
  });

  it('types an address as a page of the route table, its parameters by their patterns', () => {
    // Checked by the compiler (npm run typecheck): an address that is no page does not compile.
    expectTypeOf<'/app/appointment/42'>().toExtend<PageAddress>();
    expectTypeOf<'/docs/getting-started/first-steps'>().toExtend<PageAddress>();
    expectTypeOf<'/nowhere'>().not.toExtend<PageAddress>();
    expectTypeOf<'/app/appointments'>().not.toExtend<PageAddress>();
    expectTypeOf<'/docs'>().toExtend<PageAddress>();
    expectTypeOf<'/blog'>().toExtend<PageAddress>();
  });
});
