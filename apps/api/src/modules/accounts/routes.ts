/** The calls of accounts, with the paths and fields of docs/product.md section 14. */
import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  changePasswordBody,
  dataEnvelope,
  generateOtpAnswer,
  generateOtpBody,
  invitationAcceptBody,
  invitationOpenBody,
  invitationSchema,
  loginBody,
  loginCheckerQuery,
  loginWithCodeBody,
  messageAnswer,
  OTP_RESEND_SECONDS,
  PHOTO_MAX_BYTES,
  profileSchema,
  profileUpdateFields,
  registerWithCodeBody,
  registerWithPasswordBody,
  resetPasswordBody,
  sessionAnswer,
  sessionState,
  verifyEmailBody,
} from '@hbw/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { RouteApp } from '../../lib/route-app.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text.ts';
import { toProfile } from './profile.ts';
import type { NewSession } from './service.ts';
import { signedIn } from './session.ts';

const ok = dataEnvelope(messageAnswer);

const unreadableForm = () => new HttpError(400, 'The form could not be read. Please send it again.');

/** The parts of a multipart form; a body that is not one (cut short, a wrong boundary) is a 400. */
async function* readForm(request: FastifyRequest) {
  try {
    yield* request.parts();
  } catch (error) {
    if (error instanceof HttpError || (error instanceof Error && 'statusCode' in error)) throw error;
    throw unreadableForm();
  }
}

const tags = ['accounts'];
/** Calls that guard accounts: a tighter ceiling per client address than the app's default. */
const guardedOn = (app: RouteApp) => ({
  rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 },
});
const context = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent']?.slice(0, 300) ?? null });
/** Answers a new session: its cookie, and its token for the original's clients. */
const signInOn = (app: RouteApp) => (reply: FastifyReply, session: NewSession) => {
  app.setSessionCookie(reply, session);
  return { data: { token: session.token } };
};

/** Registering: whether an address is free, the emailed code, and the two ways to register. */
function registrationRoutes(app: RouteApp) {
  const { accounts } = app;
  const guarded = guardedOn(app);
  const signIn = signInOn(app);

  app.post(
    '/wizard-tool/login-checker',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Whether an email (and mobile number) can still register',
        querystring: loginCheckerQuery,
        response: { 200: ok },
      },
    },
    async (request) => {
      await accounts.checkAvailable(request.query.email, request.query.mobile_number);
      return { data: { message: 'This email and mobile number can register.' } };
    },
  );

  app.post(
    '/wizard-tool/generate-otp',
    {
      config: guarded,
      preHandler: app.botCheck('generate_otp'),
      schema: {
        tags,
        summary: 'Email a 6-digit code for registering or signing in',
        body: generateOtpBody,
        response: { 200: dataEnvelope(generateOtpAnswer) },
      },
    },
    async (request) => {
      await accounts.sendCode(request.body.email, request.body.description);
      return { data: { sent: true as const, resend_after_seconds: OTP_RESEND_SECONDS } };
    },
  );

  app.post(
    '/wizard-tool/register',
    {
      config: guarded,
      preHandler: app.botCheck('register'),
      schema: {
        tags,
        summary: 'Create a buyer account with the emailed code; signs in',
        body: registerWithCodeBody,
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => {
      const { email, mobile_number, otp } = request.body;
      return signIn(
        reply,
        await accounts.registerWithCode(
          { email, mobileNumber: mobile_number, otp, timeZone: request.body.time_zone },
          context(request),
        ),
      );
    },
  );

  app.post(
    '/register',
    {
      config: guarded,
      preHandler: app.botCheck('register'),
      schema: {
        tags,
        summary: 'Create a buyer account with a password; signs in',
        body: registerWithPasswordBody,
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => {
      const { email, password, time_zone } = request.body;
      return signIn(
        reply,
        await accounts.registerWithPassword({ email, password, timeZone: time_zone }, context(request)),
      );
    },
  );
}

/** Signing in with a password or an emailed code. */
function signInRoutes(app: RouteApp) {
  const { accounts } = app;
  const guarded = guardedOn(app);
  const signIn = signInOn(app);

  app.post(
    '/wizard-tool/login',
    {
      config: guarded,
      preHandler: app.botCheck('login'),
      schema: {
        tags,
        summary: 'Sign in with email and password (and a code, when given)',
        body: loginBody,
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => signIn(reply, await accounts.login(request.body, context(request))),
  );

  app.post(
    '/wizard-tool/login-with-code',
    {
      config: guarded,
      preHandler: app.botCheck('login'),
      schema: {
        tags,
        summary: 'Sign in with an emailed code',
        body: loginWithCodeBody,
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => signIn(reply, await accounts.loginWithCode(request.body, context(request))),
  );
}

/** Passwords: a reset by email, an invitation's first password, and a change. */
function passwordRoutes(app: RouteApp) {
  const { accounts } = app;
  const guarded = guardedOn(app);
  const signIn = signInOn(app);

  app.post(
    '/password/verify-email',
    {
      config: guarded,
      preHandler: app.botCheck('forgot_password'),
      schema: { tags, summary: 'Email a password reset link', body: verifyEmailBody, response: { 200: ok } },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email);
      return { data: { message: 'If an account uses this email, we have sent it a link to reset the password.' } };
    },
  );

  app.post(
    '/password/reset',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Set a new password with the emailed link',
        body: resetPasswordBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await accounts.resetPassword({ token: request.body.reset_password_token, password: request.body.password });
      return { data: { message: 'Your password is changed. Sign in with it.' } };
    },
  );

  app.post(
    '/invitations/open',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Who a professional’s invitation is for; 410 with the reason when the link is used or expired',
        description: 'A POST, so that the link’s token stays out of addresses and their logs; it changes nothing.',
        body: invitationOpenBody,
        response: { 200: dataEnvelope(invitationSchema), 410: apiErrorSchema },
      },
    },
    async (request) => ({ data: await accounts.openInvitation(request.body.token) }),
  );

  app.post(
    '/invitations/accept',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Choose the first password with the invitation link, and sign in',
        body: invitationAcceptBody,
        response: { 200: dataEnvelope(sessionAnswer), 410: apiErrorSchema },
      },
    },
    async (request, reply) =>
      signIn(
        reply,
        await accounts.acceptInvitation(
          { token: request.body.token, password: request.body.password },
          context(request),
        ),
      ),
  );

  app.post(
    '/auth/password/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change (or set a first) password; other sessions end',
        body: changePasswordBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await accounts.changePassword(signedIn(request), {
        currentPassword: request.body.current_password,
        password: request.body.password,
      });
      return { data: { message: 'Your password is changed. Other devices are signed out.' } };
    },
  );
}

/** The profile: read, updated (with its photo), and its photo removed. */
async function profileRoutes(app: RouteApp) {
  const { accounts } = app;
  const guarded = guardedOn(app);

  app.get(
    '/wizard-tool/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: dataEnvelope(profileSchema) },
      },
    },
    // The user came with the session, so a profile costs no query of its own.
    async (request) => ({ data: toProfile(signedIn(request).user) }),
  );

  // The one call that takes a file: multipart's parser and its hooks (two promises a request) stay
  // with it, in a context of its own, instead of running on every call of the API.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 1_000 },
    });

    uploads.post(
      '/wizard-tool/profile/update',
      {
        onRequest: app.authenticate,
        config: guarded,
        schema: {
          tags,
          summary: 'Update the profile: multipart/form-data with the profile fields and an optional `photo`, or JSON',
          description:
            "Each role changes the fields its account keeps (the contract's `profileFieldsOf`): date of birth, " +
            "current state and where they heard about us are a home buyer's, and 422 under each of them for another role.",
          uploadBody: {
            'multipart/form-data': profileUpdateFields.extend({
              photo: z.file().max(PHOTO_MAX_BYTES).describe('An image of at most 5 MB, stored as WebP.').optional(),
            }),
            'application/json': profileUpdateFields,
          },
          response: { 200: dataEnvelope(profileSchema) },
        },
      },
      async (request) => {
        const { userId } = signedIn(request);
        let fields: Record<string, unknown> = {};
        let photo: Buffer | undefined;
        if (request.isMultipart()) {
          for await (const part of readForm(request)) {
            if (part.type === 'file') {
              if (part.fieldname !== 'photo') {
                throw new HttpError(422, 'Only a photo can be uploaded here.', {
                  [part.fieldname]: ['Only a photo can be uploaded here.'],
                });
              }
              photo = await part.toBuffer().catch((error: unknown) => {
                if (error instanceof uploads.multipartErrors.RequestFileTooLargeError) {
                  const message = 'This photo is larger than 5 MB. Choose a smaller one.';
                  throw new HttpError(413, message, { photo: [message] });
                }
                // Anything else here is the form itself cut short or garbled on the way.
                throw unreadableForm();
              });
            } else if (typeof part.value === 'string' && !isStorableText(part.value)) {
              // Multipart fields pass no JSON walk: checked here, before anything reads them.
              throw invalidInput({ [part.fieldname]: [UNSTORABLE_TEXT_MESSAGE] });
            } else {
              fields[part.fieldname] = part.value;
            }
          }
        } else if (request.body && typeof request.body === 'object') {
          fields = request.body as Record<string, unknown>;
        }
        const changes = parseInput(profileUpdateFields, fields);
        return { data: await accounts.updateProfile(userId, changes, photo) };
      },
    );
  });

  app.post(
    '/wizard-tool/profile/remove/photo',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove the profile photo',
        response: { 200: dataEnvelope(profileSchema) },
      },
    },
    async (request) => ({ data: await accounts.removePhoto(signedIn(request).userId) }),
  );
}

/** The session: who is signed in, and signing out. */
function sessionRoutes(app: RouteApp) {
  const { accounts } = app;

  app.get(
    '/wizard-tool/session',
    {
      schema: {
        tags,
        summary: 'Whether the caller is signed in, with the profile when they are (never a 401)',
        response: { 200: dataEnvelope(sessionState) },
      },
    },
    async (request) => {
      const account = await app.identify(request);
      return {
        data: { signed_in: account !== null, profile: account ? toProfile(account.user) : null },
      };
    },
  );

  app.post(
    '/wizard-tool/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the session ends (signing out twice is harmless)',
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const account = await app.identify(request);
      if (account) await accounts.logout(account.sessionId);
      app.clearSessionCookie(reply);
      return { data: { message: 'You are signed out.' } };
    },
  );
}

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  registrationRoutes(app);
  signInRoutes(app);
  passwordRoutes(app);
  await profileRoutes(app);
  sessionRoutes(app);
};

export default accountsRoutes;
