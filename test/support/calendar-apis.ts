/**
 * Google Calendar (v3) and Microsoft Graph (v1.0) as their references describe the calls we make,
 * answered by one local HTTP server for tests: events with a Meet link that is pending at first,
 * freeBusy, Graph events with a Teams link and `transactionId`, calendarView, the user's photo, and
 * Graph's people search (`/me/people` with `$search`, `$top`, `$select`).
 * calendarView answers, as its reference says, only the events that overlap the window
 * [startDateTime, endDateTime), in pages: 10 events unless `$top` (1 to 1000) or
 * `Prefer: odata.maxpagesize` asks for another size, and while more remain an `@odata.nextLink`,
 * the full address of the next page (with `$skip`) that a client must ask as it is.
 * Access tokens are checked with the issuing stand-in's userinfo endpoint, as the real APIs check
 * theirs, which also tells whose calendar a call is about.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredEvent = {
  id: string;
  account: string;
  body: Record<string, unknown>;
  cancelled: boolean;
  reads: number;
};
/**
 * A time on an account's calendar, busy unless it says otherwise: `showAs` as Graph names it (a
 * free one is Google's transparent event), `isCancelled` for a meeting its organiser cancelled,
 * which stays on an attendee's calendar until they remove it. Neither blocks anyone.
 */
export type Interval = {
  start: string;
  end: string;
  showAs?: 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
  isCancelled?: boolean;
};
/** Someone in an account's Microsoft contacts, as Graph's people search knows them. */
export type GraphPerson = { displayName: string; address: string };
/** A call the stand-in answered: whose token it carried, and what it asked for. */
export type AskedCall = { account: string; method: string; path: string; search: string };

export type CalendarApis = {
  googleUrl: string;
  graphUrl: string;
  events: StoredEvent[];
  /** The times on each account's calendar, by its email, as freeBusy and calendarView read them. */
  busy: Map<string, Interval[]>;
  /** The people of each Microsoft account, by its email, as `/me/people` finds them. */
  people: Map<string, GraphPerson[]>;
  /** Every call with a valid token, in the order it came: a test can tell which pages were read. */
  asked: AskedCall[];
  /** Makes the next calls fail with this status, to test retries. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
};

export async function startCalendarApis(
  issuers: { google: string; microsoft: string },
  photo?: Buffer,
): Promise<CalendarApis> {
  const events: StoredEvent[] = [];
  const busy = new Map<string, Interval[]>();
  const people = new Map<string, GraphPerson[]>();
  const asked: AskedCall[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  async function accountOf(request: http.IncomingMessage, issuer: string): Promise<string | null> {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token) return null;
    const answer = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) return null;
    const claims = (await answer.json()) as { email?: string; sub: string };
    return claims.email ?? claims.sub;
  }

  const readBody = (request: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    });

  const send = (response: http.ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const googleView = (event: StoredEvent) => {
    // Google makes the Meet link after the insert answers: the first read still says pending.
    const ready = event.reads > 0;
    return {
      ...event.body,
      id: event.id,
      status: event.cancelled ? 'cancelled' : 'confirmed',
      htmlLink: `https://calendar.google.com/calendar/event?eid=${event.id}`,
      ...(ready
        ? {
            hangoutLink: `https://meet.google.com/${event.id.slice(0, 3)}-${event.id.slice(3, 7)}-${event.id.slice(7, 10)}`,
          }
        : {}),
      conferenceData: {
        createRequest: { requestId: event.id, status: { statusCode: ready ? 'success' : 'pending' } },
        ...(ready
          ? { entryPoints: [{ entryPointType: 'video', uri: `https://meet.google.com/${event.id.slice(0, 10)}` }] }
          : {}),
      },
    };
  };

  /** The times of an account's calendar that overlap [from, to). */
  const within = (account: string, from: number, to: number) =>
    (busy.get(account) ?? []).filter((interval) => Date.parse(interval.start) < to && Date.parse(interval.end) > from);

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (failures.count > 0) {
      failures.count -= 1;
      return send(response, failures.status, { error: { code: failures.status, message: 'Backend Error' } });
    }
    const google = url.pathname.startsWith('/calendar/v3/');
    const account = await accountOf(request, google ? issuers.google : issuers.microsoft);
    if (!account) return send(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    asked.push({ account, method: request.method ?? 'GET', path: url.pathname, search: url.search });

    if (google) {
      const path = url.pathname.slice('/calendar/v3'.length);
      if (request.method === 'POST' && path === '/calendars/primary/events') {
        const body = await readBody(request);
        const id = String(body.id ?? '');
        if (!/^[a-v0-9]{5,1024}$/.test(id))
          return send(response, 400, { error: { code: 400, message: 'Invalid resource id value.' } });
        if (url.searchParams.get('conferenceDataVersion') !== '1')
          return send(response, 400, { error: { code: 400, message: 'conferenceDataVersion must be 1' } });
        if (events.some((event) => event.id === id))
          return send(response, 409, { error: { code: 409, message: 'The requested identifier already exists.' } });
        const event = { id, account, body, cancelled: false, reads: 0 };
        events.push(event);
        return send(response, 200, googleView(event));
      }
      const eventMatch = /^\/calendars\/primary\/events\/([^/]+)$/.exec(path);
      const found = eventMatch
        ? events.find((event) => event.id === decodeURIComponent(eventMatch[1] ?? '') && event.account === account)
        : undefined;
      if (eventMatch && request.method === 'GET') {
        if (!found) return send(response, 404, { error: { code: 404, message: 'Not Found' } });
        found.reads += 1;
        return send(response, 200, googleView(found));
      }
      if (eventMatch && request.method === 'PATCH') {
        if (!found || found.cancelled) return send(response, 404, { error: { code: 404, message: 'Not Found' } });
        Object.assign(found.body, await readBody(request));
        return send(response, 200, googleView(found));
      }
      if (eventMatch && request.method === 'DELETE') {
        if (!found || found.cancelled)
          return send(response, 410, { error: { code: 410, message: 'Resource has been deleted' } });
        found.cancelled = true;
        return send(response, 204);
      }
      if (request.method === 'POST' && path === '/freeBusy') {
        const body = (await readBody(request)) as { timeMin?: string; timeMax?: string };
        const from = Date.parse(body.timeMin ?? '');
        const to = Date.parse(body.timeMax ?? '');
        if (Number.isNaN(from) || Number.isNaN(to))
          return send(response, 400, { error: { code: 400, message: 'Missing time range.' } });
        return send(response, 200, {
          kind: 'calendar#freeBusy',
          timeMin: body.timeMin,
          timeMax: body.timeMax,
          calendars: {
            primary: {
              busy: within(account, from, to)
                .filter(blocks)
                .map(({ start, end }) => ({ start, end })),
            },
          },
        });
      }
      return send(response, 404, { error: { code: 404, message: 'Not Found' } });
    }

    const path = url.pathname.slice('/v1.0'.length);
    if (request.method === 'POST' && path === '/me/events') {
      const body = await readBody(request);
      const existing = events.find(
        (event) => event.account === account && event.body.transactionId === body.transactionId && body.transactionId,
      );
      const event = existing ?? {
        id: `AAMk${events.length + 1}${String(body.transactionId ?? '').slice(0, 8)}`,
        account,
        body,
        cancelled: false,
        reads: 0,
      };
      if (!existing) events.push(event);
      return send(response, 201, {
        id: event.id,
        webLink: `https://outlook.office365.com/owa/?itemid=${event.id}`,
        onlineMeeting: body.isOnlineMeeting
          ? { joinUrl: `https://teams.microsoft.com/l/meetup-join/${event.id}` }
          : null,
      });
    }
    const graphEventMatch = /^\/me\/events\/([^/]+)$/.exec(path);
    if (graphEventMatch && request.method === 'PATCH') {
      const found = events.find(
        (event) => event.id === decodeURIComponent(graphEventMatch[1] ?? '') && event.account === account,
      );
      if (!found || found.cancelled)
        return send(response, 404, {
          error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' },
        });
      Object.assign(found.body, await readBody(request));
      return send(response, 200, { id: found.id, ...found.body });
    }
    const cancelMatch = /^\/me\/events\/([^/]+)\/cancel$/.exec(path);
    if (cancelMatch && request.method === 'POST') {
      const found = events.find(
        (event) => event.id === decodeURIComponent(cancelMatch[1] ?? '') && event.account === account,
      );
      if (!found)
        return send(response, 404, {
          error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' },
        });
      found.cancelled = true;
      return send(response, 202);
    }
    if (request.method === 'GET' && path === '/me/calendarView') {
      const from = graphInstant(url.searchParams.get('startDateTime'));
      const to = graphInstant(url.searchParams.get('endDateTime'));
      if (from === null || to === null)
        return send(response, 400, {
          error: {
            code: 'ErrorInvalidParameter',
            message:
              'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
          },
        });
      const prefer = preferences(request.headers.prefer);
      const zone = prefer.get('outlook.timezone') ?? 'UTC';
      if (zone !== 'UTC')
        return send(response, 501, {
          error: { code: 'NotImplemented', message: `The stand-in answers calendarView in UTC only, not ${zone}.` },
        });
      const requested = Number(url.searchParams.get('$top') ?? prefer.get('odata.maxpagesize') ?? 10);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      if (!Number.isInteger(requested) || requested < 1 || !Number.isInteger(skip) || skip < 0)
        return send(response, 400, {
          error: { code: 'BadRequest', message: 'Invalid value for $top, $skip or odata.maxpagesize.' },
        });
      const pageSize = Math.min(requested, 1000);
      const select = url.searchParams.get('$select')?.split(',');
      // $orderby is taken and left to the order the stand-in always keeps: by start, then end.
      const inWindow = within(account, from, to).sort(
        (a, b) => Date.parse(a.start) - Date.parse(b.start) || Date.parse(a.end) - Date.parse(b.end),
      );
      const value = inWindow.slice(skip, skip + pageSize).map((interval, index) => {
        const full: Record<string, unknown> = {
          id: `AAMkView${skip + index}`,
          showAs: interval.showAs ?? 'busy',
          isCancelled: interval.isCancelled ?? false,
          start: { dateTime: graphDateTime(interval.start), timeZone: 'UTC' },
          end: { dateTime: graphDateTime(interval.end), timeZone: 'UTC' },
        };
        return select
          ? Object.fromEntries(Object.entries(full).filter(([key]) => key === 'id' || select.includes(key)))
          : full;
      });
      if (skip + pageSize >= inWindow.length) return send(response, 200, { value });
      // The next page's full address, with every parameter of this one: Graph's own links are absolute.
      const next = new URL(`${url.pathname}${url.search}`, `http://${request.headers.host}`);
      next.searchParams.set('$top', String(pageSize));
      next.searchParams.set('$skip', String(skip + pageSize));
      return send(response, 200, { '@odata.nextLink': next.href, value });
    }
    if (request.method === 'GET' && path === '/me/people') {
      // Graph matches the words of $search (in double quotes) against the start of each part of a
      // person's name and address, and answers 10 people unless $top says otherwise.
      const words = (url.searchParams.get('$search') ?? '').replace(/^"|"$/g, '').trim().toLowerCase().split(/\s+/);
      const top = Number(url.searchParams.get('$top') ?? 10);
      const select = url.searchParams.get('$select')?.split(',');
      const value = (people.get(account) ?? [])
        .filter((person) => {
          const parts = `${person.displayName} ${person.address}`.toLowerCase().split(/[\s.@]+/);
          return words.every((word) => parts.some((part) => part.startsWith(word)));
        })
        .slice(0, top)
        .map((person, index) => {
          const full: Record<string, unknown> = {
            id: `person-${index}`,
            displayName: person.displayName,
            givenName: person.displayName.split(' ')[0] ?? null,
            surname: person.displayName.split(' ').slice(1).join(' ') || null,
            scoredEmailAddresses: [{ address: person.address, relevanceScore: 8, selectionLikelihood: 'notSpecified' }],
            personType: { class: 'Person', subclass: 'OrganizationUser' },
          };
          return select
            ? Object.fromEntries(Object.entries(full).filter(([key]) => key === 'id' || select.includes(key)))
            : full;
        });
      return send(response, 200, { value });
    }
    if (request.method === 'GET' && path === '/me/photo/$value') {
      if (!photo) return send(response, 404, { error: { code: 'ImageNotFound', message: 'The photo wasn’t found.' } });
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(photo);
    }
    return send(response, 404, { error: { code: 'ResourceNotFound', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    googleUrl: `${base}/calendar/v3`,
    graphUrl: `${base}/v1.0`,
    events,
    busy,
    people,
    asked,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const blocks = (interval: Interval) => interval.showAs !== 'free' && !interval.isCancelled;

/** An instant of Graph's query string: ISO 8601, in UTC when it names no offset; null when it is not one. */
function graphInstant(value: string | null): number | null {
  if (!value) return null;
  const instant = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`);
  return Number.isNaN(instant) ? null : instant;
}

/** Graph's dateTime beside a timeZone: no offset, seven digits of fraction. */
const graphDateTime = (iso: string) => new Date(iso).toISOString().replace(/Z$/, '0000');

/** The preferences of a `Prefer` header (`outlook.timezone="UTC", odata.maxpagesize=50`), unquoted. */
function preferences(header: string | string[] | undefined): Map<string, string> {
  const entries = [header ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((preference) => preference.trim().split('='))
    .map(([name = '', value = '']) => [name.trim().toLowerCase(), value.trim().replace(/^"|"$/g, '')] as const);
  return new Map(entries);
}
