/**
 * What the OpenAPI document says of each call beyond its schemas (decision 055): its name, who may
 * make it, the refusals it can answer in the one error shape, and the schemas calls share. All of it
 * is read from the route's declaration: its method and address, its hooks, its schemas. And the
 * webhooks we send, which no route declares.
 */
import {
  apiErrorSchema,
  appointmentPage,
  appointmentSchema,
  bookingDaySchema,
  calendarConnectionsSchema,
  callProposalSchema,
  consoleAgencySchema,
  consoleProgramSchema,
  messageAnswer,
  professionalSchema,
  profileSchema,
  programDetailSchema,
  programPage,
  programSummarySchema,
  savedAnswersSchema,
  sessionAnswer,
  slotSchema,
  walletSchema,
  webhookEventLabels,
  webhookEventTypes,
  webhookPayloadSchema,
  weeklyAvailabilitySchema,
} from '@hbw/contract';
import { z } from 'zod';
import { descriptionOfHooks } from '../../lib/route-description.ts';

/**
 * The schemas several calls answer (or take), named once in `components` and referred to. A schema
 * taken as input is named with `Input` after it, as its defaults and transforms may differ.
 */
export const sharedSchemas = z.registry<{ id: string }>();
for (const [schema, id] of [
  [apiErrorSchema, 'Error'],
  [messageAnswer, 'Message'],
  [sessionAnswer, 'Session'],
  [profileSchema, 'Profile'],
  [appointmentSchema, 'Appointment'],
  [appointmentPage, 'AppointmentPage'],
  [callProposalSchema, 'CallProposal'],
  [slotSchema, 'Slot'],
  [bookingDaySchema, 'BookingDay'],
  [professionalSchema, 'Professional'],
  [programSummarySchema, 'ProgramSummary'],
  [programDetailSchema, 'ProgramDetail'],
  [programPage, 'ProgramPage'],
  [walletSchema, 'Wallet'],
  [calendarConnectionsSchema, 'CalendarConnections'],
  [weeklyAvailabilitySchema, 'WeeklyAvailability'],
  [savedAnswersSchema, 'SavedAnswers'],
  [consoleProgramSchema, 'ConsoleProgram'],
  [consoleAgencySchema, 'ConsoleAgency'],
] as const) {
  sharedSchemas.add(schema, { id });
}

/** The groups of calls, as the routes tag them, with what each holds. */
export const operationTags = [
  { name: 'accounts', description: 'Registering, signing in with a password or an emailed code, the profile.' },
  {
    name: 'sign-in with Google and Microsoft',
    description: 'Signing in at Google or Microsoft, and connecting their calendars.',
  },
  { name: 'passkeys', description: 'Signing in with a passkey, and the passkeys of an account.' },
  { name: 'programs', description: 'The catalogue of home buyer assistance programs.' },
  {
    name: 'professionals',
    description: 'Lenders, housing counselors and agents: the directory, and their own calls and hours.',
  },
  {
    name: 'appointments',
    description: 'Calls with professionals: booking, moving, cancelling, guests, and the links of their emails.',
  },
  { name: 'calendars', description: 'The calendars connected to an account.' },
  { name: 'wizard', description: 'The questionnaire, its results, the wallet and the home team.' },
  {
    name: 'widget',
    description: 'The widget a professional puts on partner sites: a buyer asks to talk to them, with consent.',
  },
  { name: 'content', description: 'Blog posts and help pages.' },
  { name: 'search', description: 'One search over programs, posts and pages.' },
  { name: 'newsletter', description: 'Subscribing to the newsletter and leaving it.' },
  { name: 'images', description: 'Stored images, resized for the screen.' },
  { name: 'bot check', description: 'The challenge of the bot check, where it is a proof of work.' },
  { name: 'platform', description: 'The probes a platform asks whether the process lives and may be sent requests.' },
  {
    name: 'webhooks',
    description: 'What we send to the endpoints a professional registers, signed as Standard Webhooks are.',
  },
  {
    name: 'admin',
    description: 'The operators’ console: expert requests, bookings, accounts, programs, agencies, income limits.',
  },
];

/** Every refusal the API answers, named as `components.responses` names it, with what it means. */
export const refusalResponses: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request could not be read: a body that is not JSON, or nested too deeply.',
  },
  401: { name: 'Unauthorized', description: 'There is no live session: sign in first.' },
  403: {
    name: 'Forbidden',
    description: 'The account may not do this (its role, a lock), or the request came from another site.',
  },
  404: { name: 'NotFound', description: 'There is nothing at this address for the caller.' },
  409: { name: 'Conflict', description: 'The request is valid but the state it acts on changed or forbids it.' },
  410: { name: 'Gone', description: 'The link or code was good once, and is used up or past.' },
  413: { name: 'ContentTooLarge', description: 'The body is larger than the call accepts.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is of a kind the call does not read.' },
  422: {
    name: 'ValidationFailed',
    description: 'The input is not valid: `errors` lists the messages under each field.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests from this address: wait as `Retry-After` says, in seconds.',
  },
  503: { name: 'ServiceUnavailable', description: 'A service the call needs could not be reached.' },
};

/** The schemes a session is sent by: the web app's cookie, or the token of a sign-in as a bearer. */
export const sessionSchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'hbw_session',
    description: 'The HttpOnly cookie that signing in sets in a browser.',
  },
  sessionBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` that signing in answers, as `Authorization: Bearer <token>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'hbw_<public id>_<secret>',
    description:
      'An API key a professional made in their portal, as `Authorization: Bearer <key>`, on the calls its scopes open (decision 059).',
  },
} as const;

/** Either session scheme will do. */
const sessionSecurity: Record<string, string[]>[] = [{ sessionCookie: [] }, { sessionBearer: [] }];

/**
 * A call's name, from its method and address: `GET /api/programs/:id` is `getProgramsById`. A route
 * whose address says little of what it does (the original's `/api/microsoft.json`) names its
 * operation in its schema.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/** Methods that change nothing: the only ones a request from another site may make (security.ts). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a route declares, as the document reads it. */
export type RouteDeclaration = {
  method: string;
  url: string;
  hooks: unknown[];
  schema: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    uploadBody?: unknown;
    response?: Record<string, unknown>;
  };
};

/**
 * The refusals a call can answer: those of its hooks (a session, a role, the rate limit), of its
 * input (422, and 400, 413 and 415 where it takes a body), 404 where its address names something,
 * 403 from another site where it changes something, and those its schema lists with the error shape.
 */
export function refusalsOf(route: RouteDeclaration): number[] {
  const { schema } = route;
  const refusals = new Set(descriptionOfHooks(route.hooks).refusals);
  const takesBody = schema.body !== undefined || schema.uploadBody !== undefined;
  if (takesBody) for (const status of [400, 413, 415]) refusals.add(status);
  if (takesBody || schema.querystring || schema.params || schema.headers) refusals.add(422);
  if (route.url.includes(':')) refusals.add(404);
  if (!SAFE_METHODS.has(route.method)) refusals.add(403);
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    if (answer === apiErrorSchema) refusals.add(Number(status));
  }
  return [...refusals].sort((a, b) => a - b);
}

/** Who may make a call: a session by either scheme, an API key with its scope where one opens it, or anyone (`[]`). */
export function securityOf(route: RouteDeclaration): Record<string, string[]>[] {
  const { session, apiKeyScopes } = descriptionOfHooks(route.hooks);
  if (!session) return [];
  return apiKeyScopes.length > 0 ? [...sessionSecurity, { apiKey: apiKeyScopes }] : sessionSecurity;
}

/** A route's answers without the refusals it lists: those are documented as the shared responses. */
export function answersOf(response: Record<string, unknown> | undefined) {
  if (!response) return undefined;
  return Object.fromEntries(Object.entries(response).filter(([, answer]) => answer !== apiErrorSchema));
}

/** A zod schema as the document's JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12), for the uploads' forms. */
export function uploadSchemaOf(schema: z.ZodType): unknown {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
  return json;
}

type Json = Record<string, unknown>;

/** The names of the components a part of the document refers to. */
function referencesIn(value: unknown, kind: string): Set<string> {
  const prefix = `"#/components/${kind}/`;
  const names = new Set<string>();
  for (const match of JSON.stringify(value).matchAll(new RegExp(`${prefix}([^"]+)"`, 'g'))) {
    names.add(match[1] as string);
  }
  return names;
}

/**
 * Keeps the schemas something refers to: the registry names every shared schema as an input and an
 * output, and most are only one of them.
 */
export function withoutUnusedSchemas(schemas: Record<string, Json>, document: Json): Record<string, Json> {
  const kept = referencesIn(document, 'schemas');
  for (let more = kept; more.size > 0; ) {
    const next = new Set<string>();
    for (const name of more) {
      for (const found of referencesIn(schemas[name], 'schemas')) if (!kept.has(found)) next.add(found);
    }
    for (const name of next) kept.add(name);
    more = next;
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
}

/** An example of each event's body, as deliveries carry it. */
const callEventExample = {
  call_id: 4182,
  professional_id: 17,
  program_id: 203,
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T15:30:00.000Z',
  status: 'booked',
  cancelled_by: null,
} as const;

const leadEventExample = {
  id: 311,
  professional_id: 17,
  buyer_name: 'Rosa Díaz',
  buyer_email: 'rosa.diaz@example.com',
  buyer_phone: '+1 512 555 0142',
  home_price: 300_000,
  county: '48453',
  county_name: 'Travis',
  wallet_total: 17_500,
  wallet_up_to_total: 21_000,
  program_count: 3,
  consent_text:
    'I agree that Homebuyer Wizard shares my name, email, phone number and these answers with Pat Lender, and only with them, so that they can contact me about buying this home.',
  consented_at: '2026-11-28T14:03:51.120Z',
  source_origin: 'https://www.lending.example',
  created_at: '2026-11-28T14:03:51.120Z',
} as const;

/**
 * The document's `webhooks`: what an endpoint is sent for each event, its body (`CallEvent` or
 * `LeadEvent`, in `components`) and the three Standard Webhooks headers that sign it (decisions 054
 * and 061).
 */
export function webhooksSection() {
  const [callPayload, leadPayload] = webhookPayloadSchema.options;
  const { $schema: _, ...callEvent } = z.toJSONSchema(callPayload, { target: 'draft-2020-12', io: 'output' });
  const { $schema: __, ...leadEvent } = z.toJSONSchema(leadPayload, { target: 'draft-2020-12', io: 'output' });
  const headers = [
    ['webhook-id', 'The id of the delivery (`msg_…`), the same on every attempt: skip one already handled.'],
    ['webhook-timestamp', 'When this attempt was made, in seconds since 1970; refuse one far from your clock.'],
    [
      'webhook-signature',
      '`v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of ' +
        '`<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space.',
    ],
  ] as const;
  const webhooks = Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `${type.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase())}Webhook`,
          tags: ['webhooks'],
          summary: webhookEventLabels[type],
          description: 'Sent to each endpoint that chose this event; answer 2xx within 15 seconds.',
          security: [],
          parameters: headers.map(([name, description]) => ({
            in: 'header',
            name,
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${type === 'lead.created' ? 'LeadEvent' : 'CallEvent'}` },
                example: {
                  type,
                  timestamp: '2026-11-28T14:03:51.120Z',
                  data:
                    type === 'lead.created'
                      ? leadEventExample
                      : {
                          ...callEventExample,
                          ...(type === 'call.cancelled' && { status: 'cancelled', cancelled_by: 'buyer' }),
                          ...(type === 'call.completed' && { status: 'completed' }),
                        },
                },
              },
            },
          },
          responses: {
            '200': { description: 'Received. Any 2xx answer will do; anything else is tried again.' },
            '410': { description: 'Gone: the endpoint is turned off and sent nothing more.' },
          },
        },
      },
    ]),
  );
  return { webhooks, schemas: { CallEvent: callEvent, LeadEvent: leadEvent } };
}

/** The name of a refusal's shared response; a status the table above does not know is a mistake of ours. */
function refusalNameOf(status: number): string {
  const known = refusalResponses[status];
  if (!known)
    throw new Error(`The OpenAPI document has no response for the refusal ${status}: add it to refusalResponses.`);
  return known.name;
}

/** The shared responses of the refusals a document's calls answer. */
export function refusalComponents(statuses: Iterable<number>) {
  return Object.fromEntries(
    [...new Set(statuses)]
      .sort((a, b) => a - b)
      .map((status) => [
        refusalNameOf(status),
        {
          description: refusalResponses[status]?.description,
          ...(status === 429
            ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
            : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
  );
}

/** The reference to the shared response of a refusal. */
export const refusalReference = (status: number) => ({ $ref: `#/components/responses/${refusalNameOf(status)}` });
