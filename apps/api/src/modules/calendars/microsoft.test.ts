/**
 * Reading a Microsoft calendar's busy times through calendarView's pages, against a Graph that
 * answers each page as the test says: its links are followed as given, and never without end.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { microsoftCalendar } from './microsoft.ts';

type Asked = { url: string; authorization: string | undefined; prefer: string | string[] | undefined };

let server: http.Server;
let origin: string;
let asked: Asked[];
let tokensAsked: number;
/** The `@odata.nextLink` Graph answers to a page, none for the last. */
let nextLinkOf: (page: URL) => string | undefined;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const page = new URL(request.url ?? '/', origin);
    asked.push({ url: page.href, authorization: request.headers.authorization, prefer: request.headers.prefer });
    const start = `2026-03-02T${String(10 + asked.length).padStart(2, '0')}:00:00.0000000`;
    const next = nextLinkOf(page);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        value: [{ showAs: 'busy', start: { dateTime: start }, end: { dateTime: start.replace(':00:00', ':30:00') } }],
        ...(next ? { '@odata.nextLink': next } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  asked = [];
  tokensAsked = 0;
});

const busyOfDay = () =>
  microsoftCalendar(`${origin}/v1.0`, async () => {
    tokensAsked += 1;
    return 'graph-token';
  }).busy(new Date('2026-03-02T05:00:00Z'), new Date('2026-03-03T05:00:00Z'));

describe('the busy times of a Microsoft calendar', () => {
  it('asks each next page as Graph linked it, with the same token and time zone, until no link is left', async () => {
    nextLinkOf = (page) =>
      page.searchParams.has('$skiptoken') ? undefined : `${origin}/v1.0/me/calendarView?%24skiptoken=opaque-1`;

    const busy = await busyOfDay();

    expect(busy).toEqual([
      { start: Date.parse('2026-03-02T11:00:00Z'), end: Date.parse('2026-03-02T11:30:00Z') },
      { start: Date.parse('2026-03-02T12:00:00Z'), end: Date.parse('2026-03-02T12:30:00Z') },
    ]);
    expect(asked.map((call) => call.url)).toEqual([
      expect.stringContaining(`${origin}/v1.0/me/calendarView?startDateTime=2026-03-02T05`),
      `${origin}/v1.0/me/calendarView?%24skiptoken=opaque-1`,
    ]);
    expect(new Set(asked.map((call) => `${call.authorization} ${call.prefer}`))).toEqual(
      new Set(['Bearer graph-token outlook.timezone="UTC"']),
    );
    expect(tokensAsked).toBe(1);
  });

  it('gives up with an error when Graph links one page after another without end', async () => {
    nextLinkOf = (page) => {
      const next = new URL(page);
      next.searchParams.set('$skip', String(Number(page.searchParams.get('$skip') ?? 0) + 200));
      return next.href;
    };

    await expect(busyOfDay()).rejects.toThrow('Microsoft Graph calendar view went on past 25 pages');
    expect(asked).toHaveLength(25);
  });

  it('never sends the token to a next page on another origin', async () => {
    nextLinkOf = () => 'https://graph.example.net/v1.0/me/calendarView?%24skip=200';

    await expect(busyOfDay()).rejects.toThrow('linked its next page elsewhere (https://graph.example.net)');
    expect(asked).toHaveLength(1);
  });
});
