/** Steps the console's tests share: an account with a role, and a write while its audit row is refused. */
import { bearer, signIn } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in admin or professional, as Bearer headers. */
export async function accountWithRole(app: TestApp, email: string, role: 'admin' | 'professional') {
  const password = 'an operator passphrase';
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
