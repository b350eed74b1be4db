/** What PostgreSQL's errors mean, for the repositories and services that expect one. */

/** The constraint a unique violation broke (SQLSTATE 23505), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  if (cause && typeof cause === 'object' && 'code' in cause && cause.code === '23505' && 'constraint' in cause) {
    return String(cause.constraint);
  }
  return undefined;
}
