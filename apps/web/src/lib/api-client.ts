/**
 * The one way the web app talks to our API: JSON in and out (or a multipart form, for a file), the
 * session cookie sent along, the `{ data }` envelope unwrapped, and every failure turned into an
 * ApiError with the server's words.
 */
import type { ApiErrorBody } from '@hbw/contract';
import type { z } from 'zod';
import { botCheckAction } from './bot-checked-calls';

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

/**
 * How a call reaches the API: the browser's fetch, or, when the server renders a page
 * (`src/server/render-page.tsx`), the server's own routes called in process.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let fetchApi: ApiFetch = (url, init) => fetch(url, init);

/** Sends every call through `transport`: set once, by the server's renderer, which has no network of its own to the API. */
export function sendApiCallsThrough(transport: ApiFetch): void {
  fetchApi = transport;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** More headers for calls that read one, such as `Idempotency-Key`. */
  headers?: Record<string, string>;
};

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, headers }: RequestOptions = {},
): Promise<T> {
  // Registration, code and sign-in calls carry the bot check's token when the server asks for one.
  const botCheck =
    method === 'POST' && botCheckAction(path)
      ? await import('./bot-check').then((module) => module.botCheckHeaders(path))
      : {};
  let response: Response;
  try {
    response = await fetchApi(`/api/${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // A form with a file goes as multipart; the browser writes that content type with its boundary.
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...headers,
        ...botCheck,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }
  // 204 No Content (a removal) has no envelope to unwrap.
  if (response.status === 204) return undefined as T;
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

/** The query string of a call, from its parsed query: values left unset are left out. */
export function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A body as written, once the call's schema in the contract accepts it (it throws otherwise). A schema
 * may read a field into something else, a call's time into its instant (`appointmentDateField`): the
 * API reads the text, so the text is sent.
 */
export function checkedBody<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>): z.input<Schema> {
  schema.parse(body);
  return body;
}

type WriteOptions = Pick<RequestOptions, 'headers'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { method: 'POST', body, ...options }),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { method: 'PUT', body, ...options }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
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
