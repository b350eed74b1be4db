/** A start that cannot go on for a reason the operator can fix: printed as one line, no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}
