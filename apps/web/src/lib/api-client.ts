/**
 * The one way the web app talks to our API: JSON in and out, the session cookie sent along, the
 * `{ data }` envelope unwrapped, and every failure turned into an ApiError with the server's words.
 */
import type { ApiErrorBody } from '@hbw/contract';

export type FieldErrors = NonNullable<ApiErrorBody['errors']>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** Status 0: the request never got an answer (offline, DNS, the server is down). */
const unreachable = "We couldn't reach Homebuyer Wizard. Check your connection and try again.";

function fallbackMessage(status: number): string {
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'That request could not be completed. Please try again.';
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw isApiErrorBody(payload)
      ? new ApiError(response.status, payload.message, payload.errors)
      : new ApiError(response.status, fallbackMessage(response.status));
  }
  // Our server checks every answer against the contract's schema before sending it.
  return (payload as { data: T }).data;
}

/**
 * The contract's error shape (apiErrorSchema), checked by hand: this module is on every page's first
 * load, and the schema library is not needed there.
 */
function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message, errors } = payload as Record<string, unknown>;
  return typeof message === 'string' && (errors === undefined || (typeof errors === 'object' && errors !== null));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
};

/** Puts a 422 answer's messages under the form's fields; returns false when there were none to show. */
export function setServerFieldErrors(
  form: { setFieldError: (field: string, message: string) => void },
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) {
      form.setFieldError(field, message);
      shown = true;
    }
  }
  return shown;
}
