/**
 * What our API answers to each call the web app makes, as the contract describes it: the schema of the
 * successful answer of every call, by method and path, as the API's routes declare it in their
 * `response`. The stubbed `fetch` of the web's tests checks each answer it gives against it, so a stub
 * cannot drift from the real API while its test passes.
 */
import {
  apiErrorSchema,
  apiKeySchema,
  appointmentPage,
  appointmentSchema,
  auditEventPage,
  bookingDaySchema,
  calendarConnectionsSchema,
  callProposalSchema,
  catalogueFilesSchema,
  catalogueImportAnswerSchema,
  confirmedProviderSignIn,
  consoleAgencyPage,
  consoleAgencySchema,
  consoleExpertRequestPage,
  consoleExpertRequestSchema,
  consoleProgramPage,
  consoleProgramPreviewSchema,
  consoleProgramSchema,
  consoleSubscriberPage,
  consoleUserPage,
  consoleUserSchema,
  contentDraftSchema,
  countyPlacesSchema,
  dataEnvelope,
  favoriteAnswer,
  generateOtpAnswer,
  guestSchema,
  homeTeamSchema,
  incomeLimitCountyDetail,
  incomeLimitImportReport,
  incomeLimitStateSchema,
  leadSchema,
  linkedCallSchema,
  matchPattern,
  messageAnswer,
  newApiKeySchema,
  newsletterSubscription,
  newsletterUnsubscription,
  palSchema,
  passkeySchema,
  personFoundSchema,
  previewAnswer,
  proCallPage,
  proCallSchema,
  professionalSchema,
  profileSchema,
  programDetailSchema,
  programPage,
  programSummarySchema,
  providerConfirmation,
  resultsPage,
  savedAnswersSchema,
  searchHitSchema,
  sessionAnswer,
  sessionState,
  signInOptionsSchema,
  slotSchema,
  stateCoverageSchema,
  walletSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  weeklyAvailabilitySchema,
} from '@hbw/contract';
import { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call's successful answer: its status and the schema of its body (none for 204). */
type Answer = { status: number; schema: z.ZodType | null };

const ok = (schema: z.ZodType): Answer => ({ status: 200, schema: dataEnvelope(schema) });
const confirmed = ok(messageAnswer);
const signedIn = ok(sessionAnswer);

/** In order: a call's path is matched against the first pattern that fits, so fixed paths come first. */
const calls: ReadonlyArray<readonly [Method, string, Answer]> = [
  ['GET', '/api/wizard-tool/session', ok(sessionState)],
  ['POST', '/api/wizard-tool/logout', confirmed],
  ['GET', '/api/wizard-tool/profile', ok(profileSchema)],
  ['POST', '/api/wizard-tool/profile/update', ok(profileSchema)],
  ['POST', '/api/wizard-tool/profile/remove/photo', ok(profileSchema)],
  ['POST', '/api/wizard-tool/login-checker', confirmed],
  ['POST', '/api/wizard-tool/generate-otp', ok(generateOtpAnswer)],
  ['POST', '/api/wizard-tool/register', signedIn],
  ['POST', '/api/register', signedIn],
  ['POST', '/api/wizard-tool/login', signedIn],
  ['POST', '/api/wizard-tool/login-with-code', signedIn],
  ['POST', '/api/password/verify-email', confirmed],
  ['POST', '/api/password/reset', confirmed],
  ['POST', '/api/auth/password/change', confirmed],
  ['GET', '/api/auth/providers', ok(signInOptionsSchema)],
  ['GET', '/api/search.json', ok(z.array(searchHitSchema))],
  ['GET', '/api/auth/confirmation', ok(providerConfirmation)],
  ['POST', '/api/auth/confirmation', ok(confirmedProviderSignIn)],
  ['POST', '/api/auth/passkey/verify', signedIn],
  ['POST', '/api/wizard-tool/biometrics/webauthn/register', ok(passkeySchema)],
  ['GET', '/api/passkeys', ok(z.array(passkeySchema))],
  ['DELETE', '/api/passkeys/:id', { status: 204, schema: null }],
  ['POST', '/api/newsletter', ok(newsletterSubscription)],
  ['POST', '/api/newsletter/unsubscribe', ok(newsletterUnsubscription)],
  ['GET', '/api/appointment', ok(appointmentPage)],
  ['GET', '/api/appointment/slots', ok(z.array(slotSchema))],
  ['GET', '/api/appointment/days', ok(z.array(bookingDaySchema))],
  ['GET', '/api/appointment/get-refresh-token', ok(calendarConnectionsSchema)],
  ['POST', '/api/appointment/store', { status: 201, schema: dataEnvelope(appointmentSchema) }],
  ['PUT', '/api/appointment/cancel', ok(appointmentSchema)],
  ['PUT', '/api/appointment/reschedule', ok(appointmentSchema)],
  ['POST', '/api/appointment/send-email', confirmed],
  ['POST', '/api/appointment/email-request', confirmed],
  ['GET', '/api/appointment/:id', ok(appointmentSchema)],
  ['GET', '/api/microsoft.json', ok(z.array(guestSchema))],
  ['POST', '/api/microsoft.json', ok(z.array(guestSchema))],
  ['DELETE', '/api/microsoft.json', ok(z.array(guestSchema))],
  ['GET', '/api/search-microsoft.json', ok(z.array(personFoundSchema))],
  ['GET', '/api/appointment/:id/proposal', ok(callProposalSchema.nullable())],
  ['PUT', '/api/appointment/:id/proposal', ok(appointmentSchema)],
  ['GET', '/api/call-link/:id', ok(linkedCallSchema)],
  ['GET', '/api/call-link/:id/days', ok(z.array(bookingDaySchema))],
  ['GET', '/api/call-link/:id/slots', ok(z.array(slotSchema))],
  ['PUT', '/api/call-link/:id/reschedule', ok(appointmentSchema)],
  ['PUT', '/api/call-link/:id/cancel', ok(appointmentSchema)],
  ['PUT', '/api/call-link/:id/proposal', ok(appointmentSchema)],
  ['GET', '/api/calendars', ok(calendarConnectionsSchema)],
  ['DELETE', '/api/calendars/:provider', ok(calendarConnectionsSchema)],
  ['GET', '/api/programs', ok(programPage)],
  ['GET', '/api/programs/places', ok(countyPlacesSchema)],
  ['GET', '/api/programs/coverage', ok(stateCoverageSchema)],
  ['GET', '/api/programs/:id', ok(programDetailSchema)],
  ['GET', '/api/professionals', ok(z.array(professionalSchema))],
  ['GET', '/api/professionals/:id', ok(professionalSchema)],
  ['GET', '/api/wizard/answers', ok(savedAnswersSchema)],
  ['PUT', '/api/wizard/answers', ok(savedAnswersSchema)],
  ['POST', '/api/wizard/answers/preview', ok(previewAnswer)],
  ['GET', '/api/wizard/results', ok(resultsPage)],
  ['GET', '/api/wallet', ok(walletSchema)],
  ['GET', '/api/favorites', ok(z.array(programSummarySchema))],
  ['PUT', '/api/favorites/:program_id', ok(favoriteAnswer)],
  ['DELETE', '/api/favorites/:program_id', ok(favoriteAnswer)],
  ['GET', '/api/home-team', ok(homeTeamSchema)],
  ['PUT', '/api/home-team/:role', ok(homeTeamSchema)],
  ['DELETE', '/api/home-team/:role', ok(homeTeamSchema)],
  ['GET', '/api/my-pals', ok(z.array(palSchema))],
  ['GET', '/api/pro/api-keys', ok(z.array(apiKeySchema))],
  ['POST', '/api/pro/api-keys', { status: 201, schema: dataEnvelope(newApiKeySchema) }],
  ['PUT', '/api/pro/api-keys/:id/widget-origins', ok(apiKeySchema)],
  ['DELETE', '/api/pro/api-keys/:id', { status: 204, schema: null }],
  ['GET', '/api/pro/leads', ok(z.array(leadSchema))],
  ['GET', '/api/pro/webhooks', ok(z.array(webhookEndpointSchema))],
  ['POST', '/api/pro/webhooks', { status: 201, schema: dataEnvelope(webhookEndpointWithSecretSchema) }],
  ['DELETE', '/api/pro/webhooks/:id', { status: 204, schema: null }],
  ['POST', '/api/pro/webhooks/:id/secret', { status: 201, schema: dataEnvelope(webhookEndpointWithSecretSchema) }],
  ['POST', '/api/pro/webhooks/:id/enable', ok(webhookEndpointSchema)],
  ['GET', '/api/pro/webhooks/:id/deliveries', ok(z.array(webhookDeliverySchema))],
  [
    'POST',
    '/api/pro/webhooks/:id/deliveries/:deliveryId/redeliver',
    { status: 202, schema: dataEnvelope(webhookDeliverySchema) },
  ],
  ['GET', '/api/pro/availability', ok(weeklyAvailabilitySchema)],
  ['PUT', '/api/pro/availability', ok(weeklyAvailabilitySchema)],
  ['GET', '/api/pro/appointments', ok(proCallPage)],
  ['GET', '/api/pro/appointments/:id', ok(proCallSchema)],
  ['PUT', '/api/pro/appointments/:id', ok(appointmentSchema)],
  ['GET', '/api/pro/appointments/:id/proposal', ok(callProposalSchema.nullable())],
  ['POST', '/api/pro/appointments/:id/proposal', { status: 201, schema: dataEnvelope(callProposalSchema) }],
  ['GET', '/api/admin/expert-requests', ok(consoleExpertRequestPage)],
  ['PATCH', '/api/admin/expert-requests/:id', ok(consoleExpertRequestSchema)],
  ['GET', '/api/admin/bookings', ok(appointmentPage)],
  ['GET', '/api/admin/subscribers', ok(consoleSubscriberPage)],
  ['GET', '/api/admin/users', ok(consoleUserPage)],
  ['PATCH', '/api/admin/users/:id', ok(consoleUserSchema)],
  ['POST', '/api/admin/users/:id/reset-link', confirmed],
  ['GET', '/api/admin/programs', ok(consoleProgramPage)],
  ['POST', '/api/admin/programs', { status: 201, schema: dataEnvelope(consoleProgramSchema) }],
  ['GET', '/api/admin/programs/export', ok(catalogueFilesSchema)],
  ['POST', '/api/admin/programs/import', ok(catalogueImportAnswerSchema)],
  ['GET', '/api/admin/programs/:id', ok(consoleProgramSchema)],
  ['PATCH', '/api/admin/programs/:id', ok(consoleProgramSchema)],
  ['POST', '/api/admin/programs/:id/preview', ok(consoleProgramPreviewSchema)],
  ['GET', '/api/admin/audit', ok(auditEventPage)],
  ['POST', '/api/admin/income-limits', ok(incomeLimitImportReport)],
  ['GET', '/api/admin/income-limits', ok(incomeLimitStateSchema)],
  ['GET', '/api/admin/income-limits/:county_fips', ok(incomeLimitCountyDetail)],
  ['GET', '/api/admin/agencies', ok(consoleAgencyPage)],
  ['POST', '/api/admin/agencies', ok(consoleAgencySchema)],
  ['PATCH', '/api/admin/agencies/:id', ok(consoleAgencySchema)],
  ['GET', '/api/admin/content-drafts', ok(z.array(contentDraftSchema))],
  // The content store answers documents of any shape the Markdown gives them (the API declares it so too).
  ['GET', '/api/content/:collection', ok(z.unknown())],
];

function answerOf(method: string, path: string): Answer | undefined {
  return calls.find(([callMethod, pattern]) => callMethod === method && matchPattern(pattern, path))?.[2];
}

/**
 * Why a stubbed answer is not one our API could give, or null when it could: a success must be the
 * call's answer in the contract, with its status; a failure must be the contract's error shape.
 */
export function answerProblem(method: string, path: string, status: number, body: unknown): string | null {
  const call = `${method} ${path}`;
  if (status >= 400) return schemaProblem(call, apiErrorSchema, body);
  const answer = answerOf(method, path);
  if (!answer) {
    return `${call}: the contract gives no answer for this call; add its schema to apps/web/src/test/api-answers.ts`;
  }
  if (status !== answer.status) return `${call}: answered ${status}, where the API answers ${answer.status}`;
  if (answer.schema === null) return body === undefined ? null : `${call}: answered a body, where the API answers none`;
  return schemaProblem(call, answer.schema, body);
}

function schemaProblem(call: string, schema: z.ZodType, body: unknown): string | null {
  const checked = schema.safeParse(body);
  if (checked.success) return null;
  const issues = checked.error.issues.map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`);
  return `${call}: the stubbed answer does not match the contract: ${issues.join('; ')}`;
}
