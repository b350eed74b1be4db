/**
 * The one way a route or service says "this request cannot be served": a status, a sentence for
 * people and, for invalid input, the messages per field. The central error handler turns it into
 * the API's error shape.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** Gathers messages under their fields, in order. */
export function groupByField(messages: Iterable<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of messages) {
    const list = errors[field] ?? [];
    list.push(message);
    errors[field] = list;
  }
  return errors;
}

/** 422 with the messages under their fields; the overall message is the first field's message. */
export function invalidInput(errors: FieldErrors): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
}

export function notFound(message = 'We could not find what you asked for.'): HttpError {
  return new HttpError(404, message);
}
