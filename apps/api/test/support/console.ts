/**
 * Steps the console's tests share: an account with a role, who may call the console, and a write
 * while its audit row is refused.
 */
import { bearer, signIn } from './accounts.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
export type ConsoleCall = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Headers the call needs whoever sends it (a CSV body's type, say). */
  headers?: Headers;
};

/**
 * The statuses a console call answers without a session, to a buyer and to a professional, in that
 * order: [401, 403, 403] when only console staff may make it.
 */
export async function refusalsOf(
  app: TestApp,
  { headers: callHeaders = {}, payload, ...call }: ConsoleCall,
  buyer: Headers,
  professional: Headers,
): Promise<number[]> {
  const as = async (headers: Headers) =>
    (
      await app.inject({
        ...call,
        headers: { ...callHeaders, ...headers },
        ...(payload === undefined ? {} : { payload: payload as string | object }),
      })
    ).statusCode;
  return [await as({}), await as(buyer), await as(professional)];
}

/** A signed-in staff member or professional, as Bearer headers. */
export async function accountWithRole(app: TestApp, email: string, role: 'admin' | 'professional') {
  const password = 'a console staff passphrase';
  await app.accounts.createUser({ email, password, role });
  return bearer((await signIn(app, email, password)).json().data.token);
}

/**
 * Runs a write while PostgreSQL refuses the audit row of this object: the row fails after the change
 * was made, inside the same transaction, so the change must not survive either.
 */
export async function whileAuditRefuses(app: TestApp, objectId: number | string, write: () => Promise<void>) {
  await app.db.execute(
    `alter table audit_events add constraint refuse_for_test check (object_id <> '${objectId}') not valid`,
  );
  try {
    await write();
  } finally {
    await app.db.execute('alter table audit_events drop constraint refuse_for_test');
  }
}
