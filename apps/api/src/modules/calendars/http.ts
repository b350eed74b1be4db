/** Calls to the calendar APIs: JSON, a bearer token, a timeout, and errors that keep the status. */
export class CalendarApiError extends Error {
  override name = 'CalendarApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function calendarRequest<T>(
  url: string,
  accessToken: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T | null }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as T) : null };
}

export function expectOk<T>(answer: { status: number; body: T | null }, what: string): T {
  if (answer.status < 200 || answer.status >= 300 || answer.body === null) {
    throw new CalendarApiError(answer.status, `${what} answered ${answer.status}.`);
  }
  return answer.body;
}

/** New York wall time without offset, as both APIs take it beside a timeZone field. */
export function wallDateTime(
  instant: Date,
  toWall: (instant: Date) => { date: string; hour: number; minute: number },
): string {
  const wall = toWall(instant);
  return `${wall.date}T${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:00`;
}

export type BusyInterval = { start: number; end: number };
