/** A start that cannot go on for a reason whoever runs it can fix: printed as one line, no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}
