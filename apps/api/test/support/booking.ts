/** Steps that booking tests share: a buyer, a demo professional, and a free weekday slot. */
import { toWallTime, weekdayOf } from '@hbw/contract';
import { eq } from 'drizzle-orm';
import { professionals, programs, users } from '../../src/db/schema/index.ts';
import { bearer, registerWithPassword, signIn } from './accounts.ts';
import type { TestApp } from './test-app.ts';

let buyerSequence = 0;

export async function newBuyer(app: TestApp, name = 'buyer') {
  buyerSequence += 1;
  const email = `${name}.${buyerSequence}.${Date.now()}@example.com`;
  const token = await registerWithPassword(app, email);
  return { email, token, headers: bearer(token) };
}

/** The demo lender of Texas and one of the programs they take part in. */
export async function demoLender(app: TestApp) {
  const [row] = await app.db
    .select({ id: professionals.id, email: users.email })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'lender@demo.homebuyerwizard.test'));
  const [program] = await app.db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.slug, 'tdhca-my-first-texas-home'));
  if (!row || !program) throw new Error('The demo data is missing from the test database.');
  return { professionalId: row.id, email: row.email, programId: program.id };
}

/**
 * Another Texas lender of the demo lender's program, signed in: the professional who must see
 * nothing of the demo lender's calls, keys, endpoints or leads. `name` makes their email.
 */
let otherLenders = 0;

export async function otherLender(app: TestApp, name: string) {
  otherLenders += 1;
  const email = `${name}@example.com`;
  const password = 'a long enough password';
  const account = await app.accounts.createUser({ email, password, role: 'professional' });
  await app.professionals.create(account.id, {
    kind: 'lender',
    company: 'Other Lending',
    nmlsId: `OTHER-${otherLenders}`,
    states: ['TX'],
    programSlugs: ['tdhca-my-first-texas-home'],
  });
  return bearer((await signIn(app, email, password)).json().data.token);
}

/** A New York date some days ahead that falls on the given weekday (3 = Wednesday). */
export function upcoming(weekday = 3, atLeastDaysAhead = 2): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + atLeastDaysAhead);
  let date = toWallTime(day).date;
  while (weekdayOf(date) !== weekday) {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
  }
  return date;
}

export function book(
  app: TestApp,
  headers: Record<string, string>,
  body: { professionalId: number; programId: number; date: string; time: string; description?: string },
  extraHeaders: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/appointment/store',
    headers: { ...headers, ...extraHeaders },
    payload: {
      program_administrative_information_id: body.programId,
      professional_detail_id: body.professionalId,
      appointment_date: `${body.date} ${body.time}`,
      description: body.description ?? 'I would like to understand the program.',
    },
  });
}
