/**
 * The input of the API's calls as its OpenAPI document describes it, for the fuzzing (issue 40): a
 * valid input of every call, its parts one by one (each parameter, each field of the body at any
 * depth), and what the document refuses of each.
 */
import type { CatalogueProgram } from '@hbw/contract';
import type { demoLender } from './booking.ts';
import { texasTeacher } from './wizard.ts';

/** A JSON Schema of the OpenAPI document, as much of it as the fuzzing reads. */
export type Schema = {
  /** One type, or several (a text or null) as JSON Schema 2020-12 writes them. */
  type?: string | string[];
  pattern?: string;
  enum?: string[];
  minimum?: number;
  /** OpenAPI 3.1 (JSON Schema 2020-12) gives the bound itself. */
  exclusiveMinimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};
export type Call = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  signedIn: boolean;
};

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** A schema with the shared schemas it refers to (`$ref`) written in their place. */
function inlined<T>(value: T, shared: Record<string, Schema>): T {
  if (Array.isArray(value)) return value.map((item) => inlined(item, shared)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as { $ref?: string };
  if (typeof $ref === 'string') return inlined(shared[$ref.replace('#/components/schemas/', '')] as T, shared);
  return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inlined(item, shared)])) as T;
}

/** Every call of the document, with what it takes and whether it needs a session. */
export function callsOf(document: Document): Call[] {
  const shared = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: inlined(operation.parameters ?? [], shared),
      body: inlined(operation.requestBody?.content['application/json']?.schema, shared),
      signedIn: (operation.security ?? []).length > 0,
    })),
  );
}

/** An id no row has: the calls that change a row refuse it with 404, after their input is checked. */
const NO_SUCH_ID = 999_999;
/** The fuzzing buyer's password, kept by the valid change of password. */
export const BUYER_PASSWORD = 'a very long passphrase';
const NEW_PASSWORD = 'a fuzzing passphrase';
/** A New York time further ahead than a call can be booked. */
const FAR_OFF_TIME = '2030-01-02 10:00:00';
const MOBILE_NUMBER = '(555) 823-4567';

/** Puerto Rico has no program of its own (decision 017): the fuzzing's made-up program lives there. */
const fuzzedProgram: CatalogueProgram = {
  slug: 'pr-fuzzed-grant',
  name: 'Puerto Rico Fuzzed Grant',
  administrator: 'fannie-freddie',
  type: 'grant',
  summary: 'A $10,000 grant toward the down payment.',
  description: 'A grant for first-time buyers under the income cap.',
  amountSummary: '$10,000',
  benefit: { kind: 'fixed', amount: 10_000 },
  income: { kind: 'income_cap', byHouseholdSize: [60_000, 75_000] },
  firstMortgage: { lender: 'any' },
  stacking: { combinableWith: ['tdhca-my-first-texas-home'], notWithTypes: ['grant'], notOnBondFinancedFirst: false },
  notCombinableWith: ['tsahc-homes-for-texas-heroes'],
  eligibility: [{ kind: 'primary_residence' }],
  fundingStatus: 'open',
  confidence: 'C',
  toConfirm: 'The income cap of larger households.',
  sourceUrl: 'https://example.org/pr-fuzzed-grant',
  sources: [
    { name: 'example.org', url: 'https://example.org/pr-fuzzed-grant', kind: 'administrator', date: '2026-11' },
  ],
  lastChecked: '2026-11-20',
};

const passkeyResponse = { id: 'a-key', rawId: 'a-key', type: 'public-key', response: { clientDataJSON: 'e30' } };
const agency = {
  name: 'Fuzz Housing Agency',
  short_name: 'FHA',
  state: 'PR',
  website: 'https://example.org',
  contact_email: 'agency@example.org',
};
const newPassword = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

/** Rows of the demo data the valid input names: the Texas demo lender and one of their programs. */
type DemoRows = Awaited<ReturnType<typeof demoLender>>;

/**
 * A body each call that takes one accepts, by call: the fuzzing changes one field of it at a time.
 * A call added with a body fails the fuzzing until it has its body here. The bodies pass the
 * calls' checks; where a call then changes a row, it names none (NO_SUCH_ID), so that the fuzzing's
 * own accounts stay as they are.
 */
const validBodies = ({ professionalId, programId }: DemoRows): Record<string, unknown> => ({
  'POST /api/newsletter': { email: 'fuzz.newsletter@example.com' },
  'POST /api/newsletter/unsubscribe': { token: 'a-token-of-no-one' },
  'POST /api/wizard-tool/generate-otp': { description: 'login', email: 'fuzz.nobody@example.com' },
  'POST /api/wizard-tool/register': {
    otp: '123456',
    email: 'fuzz.code@example.com',
    mobile_number: MOBILE_NUMBER,
    time_zone: 'America/Chicago',
  },
  // A password that is the email's name is refused after the checks, before the slow hashing.
  'POST /api/register': {
    email: 'fuzz.register@example.com',
    time_zone: 'America/Chicago',
    password: 'fuzz.register',
    password_confirmation: 'fuzz.register',
  },
  'POST /api/wizard-tool/login': { email: 'fuzz.nobody@example.com', password: NEW_PASSWORD, otp: '123456' },
  'POST /api/wizard-tool/login-with-code': { email: 'fuzz.nobody@example.com', otp: '123456' },
  'POST /api/password/verify-email': { email: 'fuzz.nobody@example.com' },
  'POST /api/password/reset': { reset_password_token: 'a-token-of-no-one', ...newPassword },
  'POST /api/invitations/open': { token: 'a-token-of-no-one' },
  'POST /api/invitations/accept': { token: 'a-token-of-no-one', ...newPassword },
  // The buyer's password, kept: a wrong current one would be refused on its field after the checks.
  'POST /api/auth/password/change': {
    current_password: BUYER_PASSWORD,
    password: BUYER_PASSWORD,
    password_confirmation: BUYER_PASSWORD,
  },
  // The fuzzing buyer's own name, kept.
  'POST /api/wizard-tool/profile/update': { first_name: 'Fuzz' },
  'PATCH /api/pro/directory-entry': {
    company: 'Fuzz Lending',
    nmls_id: '123456',
    bio: 'Loans for first homes.',
    states_served: ['TX'],
    languages: ['English'],
  },
  'POST /api/appointment/store': {
    program_administrative_information_id: programId,
    professional_detail_id: professionalId,
    appointment_date: FAR_OFF_TIME,
    description: 'About the grant.',
    meet_link: null,
    microsoft_meeting_id: null,
  },
  'PUT /api/appointment/reschedule': { id: NO_SUCH_ID, appointment_date: FAR_OFF_TIME },
  'POST /api/appointment/send-email': {
    appointment_id: NO_SUCH_ID,
    subject: 'Our call',
    email: 'fuzz.guest@example.com',
    body: 'See you then.',
  },
  'POST /api/appointment/email-request': {
    program_id: programId,
    program_name: 'A grant',
    expert_type: 'lender',
    email: 'fuzz.buyer@example.com',
    mobile_number: MOBILE_NUMBER,
    household_income: '64000',
  },
  'PUT /api/appointment/{id}/proposal': { answer: 'accept' },
  'POST /api/wizard-tool/google/schedule_event': { appointment_id: NO_SUCH_ID },
  'POST /api/microsoft.json': [{ appointment_id: NO_SUCH_ID, name: 'A guest', email: 'fuzz.guest@example.com' }],
  'PUT /api/call-link/{id}/reschedule': { appointment_date: FAR_OFF_TIME },
  'PUT /api/call-link/{id}/proposal': { answer: 'accept' },
  'PUT /api/pro/availability': {
    weekly: [[3, 4], [], [], [], [], [], []],
    days_off: [{ date: '2030-01-02', note: 'Away' }],
  },
  'PUT /api/pro/appointments/{id}': { action: 'complete', note: 'Done.' },
  'POST /api/pro/appointments/{id}/proposal': { appointment_date: FAR_OFF_TIME },
  'POST /api/pro/api-keys': { name: 'Fuzz CRM', scopes: ['calls:read'] },
  'POST /api/pro/webhooks': { url: 'https://crm.example.com/hooks', events: ['call.booked'] },
  'PUT /api/pro/api-keys/{id}/widget-origins': { origins: ['https://lender.example'] },
  // The public id of no key: refused after the checks, with nothing written.
  'POST /api/widget/leads': {
    key: '0000000000000000',
    name: 'Fuzz Buyer',
    email: 'fuzz.lead@example.com',
    phone: null,
    answers: texasTeacher,
    consent: true,
    source_origin: null,
  },
  'POST /api/auth/confirmation': { otp: '123456' },
  'POST /api/wizard-tool/sso': {
    email: 'fuzz.nobody@example.com',
    first_name: 'Fuzz',
    last_name: 'Buyer',
    credential: 'not-a-token',
  },
  'POST /api/wizard-tool/microsoft-sso': { email: 'fuzz.nobody@example.com', first_name: 'Fuzz', last_name: 'Buyer' },
  'POST /api/wizard-tool/biometrics/webauthn/register': { response: passkeyResponse, name: 'Laptop' },
  'POST /api/auth/passkey/verify': { response: passkeyResponse },
  'PUT /api/wizard/answers': { ...texasTeacher, complete: true },
  'POST /api/wizard/answers/preview': texasTeacher,
  'PUT /api/home-team/{role}': { professional_detail_id: professionalId },
  'PATCH /api/admin/expert-requests/{id}': { status: 'contacted', note: 'Called back.' },
  'PATCH /api/admin/users/{id}': { role: 'buyer', locked: false },
  'POST /api/admin/programs': { scope: 'PR', status: 'draft', program: fuzzedProgram },
  'POST /api/admin/agencies': { ...agency, slug: 'fuzz-housing-agency' },
  'PATCH /api/admin/agencies/{id}': agency,
  'POST /api/admin/programs/import': {
    files: [{ name: 'pr.json', catalogue: { scope: 'PR', administrators: [], programs: [fuzzedProgram] } }],
  },
  'PATCH /api/admin/programs/{id}': { scope: 'PR', status: 'draft', program: fuzzedProgram },
  'POST /api/admin/programs/{id}/preview': {
    scope: 'PR',
    program: fuzzedProgram,
    households: [{ label: 'A Texas teacher', answers: texasTeacher }],
  },
  'POST /api/admin/professionals/invitations': {
    first_name: 'Fuzz',
    last_name: 'Lender',
    email: 'fuzz.lender@example.com',
    kind: 'lender',
    company: 'Fuzz Lending',
    program_ids: [programId],
  },
  'PATCH /api/admin/professionals/{id}': {
    first_name: 'Fuzz',
    last_name: 'Lender',
    kind: 'lender',
    company: 'Fuzz Lending',
    program_ids: [programId],
    active: false,
    cancel_future_calls: true,
    note: 'They have left.',
  },
});

/**
 * The calls whose valid input is refused after their checks, on the one field named: a code, a
 * token or a sign-in of no one, a time beyond what can be booked, a file the body does not carry.
 */
export const refusedAfterChecks: Record<string, string> = {
  'POST /api/wizard-tool/register': 'otp',
  'POST /api/register': 'password',
  'POST /api/wizard-tool/login': 'email',
  'POST /api/wizard-tool/login-with-code': 'otp',
  'POST /api/password/reset': 'reset_password_token',
  'POST /api/appointment/store': 'appointment_date',
  'POST /api/wizard-tool/microsoft-sso': 'email',
  'POST /api/admin/income-limits': 'file',
};

/**
 * A value of a parameter that every call having it accepts, by name, where its documented schema
 * gives none (a choice, a number's least, a length).
 */
const validParameters = ({ professionalId }: DemoRows): Record<string, string> => ({
  professional_detail_id: String(professionalId),
  date: '2030-01-02',
  appointment_date: '2030-01-02',
  month: '2030-01',
  from: '2030-01-01',
  to: '2030-01-31',
  county_fips: '48453',
  county: '48453',
  // Any county's programs outside its cities that have programs of their own.
  city: 'elsewhere',
  email: 'fuzz.nobody@example.com',
  mobile_number: MOBILE_NUMBER,
  width: '640',
  where: '{}',
  sort: '{}',
  state: 'TX',
  'call-link': 'a-link-of-no-call',
  'idempotency-key': 'a-key-of-no-booking',
});

/** The valid bodies and parameters, for the demo data's rows. */
export type Examples = { bodies: Record<string, unknown>; parameters: Record<string, string> };

export const examplesFor = (rows: DemoRows): Examples => ({
  bodies: validBodies(rows),
  parameters: validParameters(rows),
});

function validParameter({ name, schema }: Parameter, examples: Examples): string {
  if (schema.enum) return schema.enum[0] as string;
  if (examples.parameters[name] !== undefined) return examples.parameters[name];
  if (schema.type === 'integer')
    return String(schema.exclusiveMinimum !== undefined ? NO_SUCH_ID : (schema.minimum ?? 1));
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A call's input: its parameters where the document puts them, and its body. */
export type Input = Record<Parameter['in'], Record<string, unknown>> & { body: unknown };

export function validInputOf(call: Call, examples: Examples): Input {
  const input: Input = { path: {}, query: {}, header: {}, body: examples.bodies[`${call.method} ${call.path}`] };
  for (const parameter of call.parameters) input[parameter.in][parameter.name] = validParameter(parameter, examples);
  return input;
}

/** A value as text, where parameters carry it: in a query, an array is its key given once per item. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const asQueryText = (value: unknown) => (Array.isArray(value) ? value.map(asText) : asText(value));
const textsOf = <T>(values: Record<string, unknown>, as: (value: unknown) => T) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, as(value)]));

/** An input as a request: its address with the path's parameters, its query, headers and body. */
export function requestOf(call: Call, input: Input) {
  return {
    url: call.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(asText(input.path[name]))),
    query: textsOf(input.query, asQueryText),
    headers: textsOf(input.header, asText),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  };
}

/** Where a field of a body may be: a key of an object, an item of an array (the first stands for all). */
type FieldPath = (string | number)[];

function fieldsOf(value: unknown, at: FieldPath = []): FieldPath[] {
  const inner: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((item) => [0, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return inner.flatMap(([key, item]) => [[...at, key], ...fieldsOf(item, [...at, key])]);
}

function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

/** What the document says a value at the path may be: each of its alternatives there. */
function schemasAt(schema: Schema | undefined, path: FieldPath): Schema[] {
  if (!schema) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.flatMap((choice) => schemasAt(choice, path));
  const [step, ...rest] = path;
  if (step === undefined) return [schema];
  return schemasAt(typeof step === 'number' ? schema.items : schema.properties?.[step], rest);
}

/**
 * Whether the document refuses this text by its pattern or its choices: every text it allows there
 * has a pattern the text misses or choices without it.
 */
export function documentRefuses(schemas: Schema[], value: unknown): boolean {
  const texts = schemas.filter((schema) => [schema.type ?? 'string'].flat().includes('string'));
  return (
    typeof value === 'string' &&
    texts.length > 0 &&
    texts.every(
      (schema) =>
        (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) ||
        (schema.enum !== undefined && !schema.enum.includes(value)),
    )
  );
}

/** One part of a call's input, as its error names it, what the document says of it, and the input with it changed. */
export type Part = { name: string; schemas: Schema[]; with: (value: unknown) => Input };

export function partsOf(call: Call, examples: Examples): Part[] {
  const valid = validInputOf(call, examples);
  // The fields the document lists that the valid body leaves out are fuzzed too.
  const left = Object.keys(call.body?.properties ?? {}).filter((field) => !Object.hasOwn(valid.body ?? {}, field));
  const fields = [...fieldsOf(valid.body), ...left.map((field) => [field])];
  return [
    ...call.parameters.map((parameter) => ({
      name: parameter.name,
      schemas: [parameter.schema],
      with: (value: unknown) => ({ ...valid, [parameter.in]: { ...valid[parameter.in], [parameter.name]: value } }),
    })),
    ...fields.map((path) => ({
      name: path.join('.'),
      schemas: schemasAt(call.body, path),
      with: (value: unknown) => ({ ...valid, body: withValueAt(valid.body, path, value) }),
    })),
  ];
}
