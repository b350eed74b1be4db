/**
 * Accounts: registration with a one-time code or a password, sign-in, password reset and change,
 * the profile. The rules of docs/product.md section 4 and docs/security.md 1 to 12 live here.
 */
import {
  type ConsoleUsersQuery,
  emailField,
  fieldsNotKeptBy,
  LOGIN_CHECKER_TAKEN,
  OTP_LIFETIME_MINUTES,
  OTP_RESEND_SECONDS,
  type OtpPurpose,
  type ProfileUpdateFields,
  passwordField,
  type Role,
  roles,
} from '@hbw/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { advisoryTransactionLock } from '../../db/locks.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Jobs } from '../../plugins/app/jobs.ts';
import type { Mail } from '../../plugins/app/mail.ts';
import { toConsoleUser } from './console-user.ts';
import { codeMail, invitationMail, passwordResetMail } from './mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { photoStore, reencodedPhoto } from './photos.ts';
import { registrationIsComplete, toProfile } from './profile.ts';
import {
  oneTimeCodesRepository,
  type PasswordLinkPurpose,
  passwordResetsRepository,
  sessionsRepository,
  signInFailuresRepository,
  type User,
  usersRepository,
} from './repository.ts';
import { hashOneTimeCode, hashToken, newOneTimeCode, newToken, oneTimeCodeMatches } from './secrets.ts';

export const SESSION_DAYS = 30;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_MINUTES = 60;
export const INVITATION_DAYS = 7;
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
export const LEAD_JOB = 'accounts.lead-webhook';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const INVALID_CODE = 'This code is not right or has expired. Ask for a new code.';
export const ACCOUNT_LOCKED = 'This account is locked. Write to our support team to have it unlocked.';

/** What a code may be for: the contract's purposes, and proving an email a provider did not verify. */
type CodePurpose = OtpPurpose | 'confirm_identity';

export type SessionContext = { userAgent: string | null };
export type NewSession = { token: string; expiresAt: Date; sessionId: number; userId: number };

const commandLineAccount = z.object({
  email: emailField,
  password: passwordField,
  role: z.enum(roles, { error: `Choose one of: ${roles.join(', ')}.` }),
});

type AccountsDeps = { db: Database; config: Config; mail: Mail; jobs: Jobs };

/** What every way in shares: a session started, a password checked, an account created. */
function signInSteps(deps: AccountsDeps) {
  const { db } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);

  // Verifying against a hash of nothing costs what a real check costs: an unknown email answers as slowly.
  let standInHash: Promise<string> | undefined;
  const standIn = () => {
    standInHash ??= hashPassword('no account has this password');
    return standInHash;
  };

  /** Every way of signing in ends here, so that a locked account gets no session whichever way it tries. */
  async function startSession(user: User, context: SessionContext): Promise<NewSession> {
    if (user.lockedAt) throw new HttpError(403, ACCOUNT_LOCKED);
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    const { id } = await sessions.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: context.userAgent,
    });
    await users.recordSignIn(user.id);
    return { token, expiresAt, sessionId: id, userId: user.id };
  }

  function checkPassword(password: string, email: string, field = 'password'): void {
    const problem = passwordProblem(password, email);
    if (problem) throw invalidInput({ [field]: [problem] });
  }

  async function createUser(user: Parameters<typeof users.create>[0]): Promise<User> {
    try {
      return await users.create(user);
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'users_email_key')
        throw invalidInput({ email: ['This email is already registered. Sign in instead.'] });
      if (index === 'users_mobile_number_key')
        throw invalidInput({ mobile_number: ['This mobile number is already registered.'] });
      throw error;
    }
  }

  return { standIn, startSession, checkPassword, createUser };
}

/** The emailed codes: mailed, at most one a minute per address, and used up once. */
function codeSteps(deps: AccountsDeps) {
  const { db, config, mail } = deps;
  const codes = oneTimeCodesRepository(db);

  /** Uses the live code for this email and purpose; false when wrong, used, expired or out of tries. */
  async function useCode(email: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const live = await codes.countTry(email, purpose, CODE_MAX_ATTEMPTS);
    if (!live || !oneTimeCodeMatches(code, live.codeHash)) return false;
    return codes.end(live.id);
  }

  async function mailCode(email: string, purpose: CodePurpose, providerLabel?: string): Promise<void> {
    await db.transaction(async (tx) => {
      // One request at a time per address, so that the resend rule holds under concurrency.
      await tx.execute(advisoryTransactionLock(`otp:${purpose}:${email}`));
      const txCodes = oneTimeCodesRepository(tx);
      const newest = await txCodes.newest(email, purpose);
      const waitSeconds = newest ? Math.ceil(OTP_RESEND_SECONDS - (Date.now() - newest.createdAt.getTime()) / 1000) : 0;
      if (waitSeconds > 0) {
        throw new HttpError(429, `Please wait ${waitSeconds} seconds before asking for a new code.`);
      }
      const code = newOneTimeCode();
      await txCodes.replace({
        email,
        purpose,
        codeHash: hashOneTimeCode(code),
        expiresAt: new Date(Date.now() + OTP_LIFETIME_MINUTES * 60_000),
      });
      const exists = (await usersRepository(tx).findByEmail(email)) !== undefined;
      await mail.send(codeMail({ email, purpose, code, exists, publicUrl: config.publicUrl, providerLabel }), {
        transaction: tx,
      });
    });
  }

  return { useCode, mailCode };
}

/** The links that set a password once: a reset, or the invitation of a new professional. */
function passwordLinkSteps(deps: AccountsDeps, { checkPassword }: Pick<SignInSteps, 'checkPassword'>) {
  const { db, config, mail } = deps;
  const resets = passwordResetsRepository(db);

  /**
   * A new link that sets the account's password once, mailed on the public URL in the service's
   * transaction when it has one: a reset link, or the invitation of a new professional.
   */
  async function mailPasswordLink(user: User, purpose: PasswordLinkPurpose, role = ''): Promise<void> {
    const token = newToken();
    const minutes = purpose === 'reset' ? RESET_LINK_MINUTES : INVITATION_DAYS * 24 * 60;
    await resets.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + minutes * 60_000),
      purpose,
    });
    const page = purpose === 'reset' ? 'reset-password' : 'pro/invitation';
    const link = `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
    const message =
      purpose === 'reset'
        ? passwordResetMail({ email: user.email, link, minutes })
        : invitationMail({ email: user.email, firstName: user.firstName ?? '', role, link, days: INVITATION_DAYS });
    await mail.send(message, { transaction: db });
  }

  /**
   * Uses a live link of the purpose and sets the password it was mailed for; ends every session of
   * the account. Refused with `refusal` when the link is unknown, used, expired or of another purpose.
   */
  async function setPasswordWithLink(
    token: string,
    purpose: PasswordLinkPurpose,
    password: string,
    refusal: () => HttpError | Promise<HttpError>,
  ): Promise<User> {
    const tokenHash = hashToken(token);
    if (!(await resets.isLive(tokenHash, purpose))) throw await refusal();
    // The policy needs the account's email: read it before the link is used up.
    return db.transaction(async (tx) => {
      const used = await passwordResetsRepository(tx).use(tokenHash, purpose);
      if (!used) throw await refusal();
      const txUsers = usersRepository(tx);
      const user = await txUsers.findById(used.userId);
      if (!user) throw await refusal();
      checkPassword(password, user.email);
      const updated = await txUsers.update(user.id, { passwordHash: await hashPassword(password) });
      await sessionsRepository(tx).revokeAllOf(user.id);
      await signInFailuresRepository(tx).clear(user.email);
      return updated;
    });
  }

  /** Why an invitation link no longer works, in words for the person who opened it. */
  async function invitationRefusal(token: string): Promise<HttpError> {
    const found = await resets.find(hashToken(token), 'invitation');
    const message = !found
      ? 'This invitation link is not valid. Open the whole link from the invitation mail.'
      : found.link.usedAt
        ? 'This invitation was already used: sign in with the password you chose.'
        : 'This invitation link has expired. Ask the team that invited you for a new one.';
    return new HttpError(410, message);
  }

  return { mailPasswordLink, setPasswordWithLink, invitationRefusal };
}

/** The steps the service's calls share. */
type SignInSteps = ReturnType<typeof signInSteps>;
type AccountSteps = SignInSteps & ReturnType<typeof codeSteps> & ReturnType<typeof passwordLinkSteps>;

function accountSteps(deps: AccountsDeps): AccountSteps {
  const signIn = signInSteps(deps);
  return { ...signIn, ...codeSteps(deps), ...passwordLinkSteps(deps, signIn) };
}

/**
 * Registering: whether an address is free, the codes, the two ways to register, and an account an
 * identity provider vouches for.
 */
function registration(
  deps: AccountsDeps,
  { startSession, checkPassword, useCode, mailCode, createUser }: AccountSteps,
) {
  const { db, config, jobs } = deps;
  const users = usersRepository(db);
  return {
    /** The login-checker of docs/product.md section 14: says whether the email or mobile number is taken. */
    async checkAvailable(email: string, mobileNumber: string | undefined): Promise<void> {
      const taken = await users.isTaken(email, mobileNumber);
      if (taken.email || taken.mobileNumber) {
        throw invalidInput({
          ...(taken.email ? { email: [LOGIN_CHECKER_TAKEN] } : {}),
          ...(taken.mobileNumber ? { mobile_number: [LOGIN_CHECKER_TAKEN] } : {}),
        });
      }
    },

    /**
     * Mails a code for the purpose. The answer is the same whether or not an account exists; the
     * mail says what the person can do instead (sign in, or register) when the code would not help.
     */
    async sendCode(email: string, purpose: OtpPurpose): Promise<void> {
      await mailCode(email, purpose);
    },

    /**
     * Mails a code that proves this email to a sign-in with a provider that did not verify it
     * (decision 019); a 429 when one was mailed less than a minute ago.
     */
    async sendIdentityCode(email: string, providerLabel: string): Promise<void> {
      await mailCode(email, 'confirm_identity', providerLabel);
    },

    /** Whether the code proves the email for a provider sign-in; used up when it does. */
    proveIdentityCode(email: string, otp: string): Promise<boolean> {
      return useCode(email, 'confirm_identity', otp);
    },

    async registerWithCode(
      input: { email: string; mobileNumber: string; otp: string; timeZone?: string | undefined },
      context: SessionContext,
    ) {
      await this.checkAvailable(input.email, input.mobileNumber).catch((error: unknown) => {
        if (error instanceof HttpError && error.errors) {
          throw invalidInput({
            ...(error.errors.email ? { email: ['This email is already registered. Sign in instead.'] } : {}),
            ...(error.errors.mobile_number ? { mobile_number: ['This mobile number is already registered.'] } : {}),
          });
        }
        throw error;
      });
      if (!(await useCode(input.email, 'register', input.otp))) throw invalidInput({ otp: [INVALID_CODE] });
      const user = await createUser({
        email: input.email,
        mobileNumber: input.mobileNumber,
        role: 'buyer',
        timeZone: input.timeZone ?? null,
      });
      if (config.leadWebhook) {
        await jobs.send(
          LEAD_JOB,
          { email: user.email, mobile_number: user.mobileNumber },
          { singletonKey: `lead:${user.id}` },
        );
      }
      return startSession(user, context);
    },

    async registerWithPassword(
      input: { email: string; password: string; timeZone?: string | undefined },
      context: SessionContext,
    ) {
      checkPassword(input.password, input.email);
      const user = await createUser({
        email: input.email,
        role: 'buyer',
        timeZone: input.timeZone ?? null,
        passwordHash: await hashPassword(input.password),
      });
      return startSession(user, context);
    },

    /** A buyer account for someone an identity provider vouches for: no password, names from the provider. */
    async createFromIdentity(input: {
      email: string;
      firstName: string | null;
      lastName: string | null;
      microsoftEmail?: string;
    }) {
      return createUser({
        email: input.email,
        role: 'buyer',
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.microsoftEmail ? { microsoftEmail: input.microsoftEmail } : {}),
      });
    },
  };
}

/** Signing in and out: with a password, with a code, or for an account that proved who it is another way. */
function signingIn(deps: AccountsDeps, { standIn, startSession, useCode }: AccountSteps) {
  const { db } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const failures = signInFailuresRepository(db);
  return {
    async login(input: { email: string; password: string; otp?: string | undefined }, context: SessionContext) {
      const recentFailures = await failures.count(input.email, SIGN_IN_FAILURE_WINDOW_MINUTES);
      if (recentFailures >= SIGN_IN_FAILURE_LIMIT) {
        throw new HttpError(
          429,
          `Too many failed sign-ins for this account. Try again in ${SIGN_IN_FAILURE_WINDOW_MINUTES} minutes, or reset your password.`,
        );
      }
      const user = await users.findByEmail(input.email);
      const matches = await verifyPassword(user?.passwordHash ?? (await standIn()), input.password);
      if (!user?.passwordHash || !matches) {
        await failures.record(input.email, SIGN_IN_FAILURE_WINDOW_MINUTES);
        throw invalidInput({ email: [INVALID_CREDENTIALS] });
      }
      if (input.otp !== undefined && !(await useCode(input.email, 'login', input.otp))) {
        throw invalidInput({ otp: [INVALID_CODE] });
      }
      await failures.clear(input.email);
      return startSession(user, context);
    },

    async loginWithCode(input: { email: string; otp: string }, context: SessionContext) {
      const user = await users.findByEmail(input.email);
      if (!(await useCode(input.email, 'login', input.otp)) || !user) throw invalidInput({ otp: [INVALID_CODE] });
      return startSession(user, context);
    },

    /** A session for an account that proved who it is another way (a provider, a passkey). */
    async openSession(userId: number, context: SessionContext) {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Sign in to continue.');
      return startSession(user, context);
    },

    async logout(sessionId: number): Promise<void> {
      await sessions.revoke(sessionId);
    },
  };
}

/** Passwords: a reset by email, an invitation's first password, and a change. */
function passwords(
  deps: AccountsDeps,
  { startSession, checkPassword, mailPasswordLink, setPasswordWithLink, invitationRefusal }: AccountSteps,
) {
  const { db } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const resets = passwordResetsRepository(db);
  return {
    /** Mails a reset link on the public URL; the same answer whether or not the account exists. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const newest = await resets.newestOf(user.id, 'reset');
      if (newest && Date.now() - newest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) return;
      await mailPasswordLink(user, 'reset');
    },

    async resetPassword(input: { token: string; password: string }): Promise<void> {
      await setPasswordWithLink(input.token, 'reset', input.password, () =>
        invalidInput({ reset_password_token: ['This reset link is not valid any more. Ask for a new one.'] }),
      );
    },

    /** Who a live invitation is for; 410 with the reason when the link no longer works. */
    async openInvitation(token: string) {
      const found = await resets.find(hashToken(token), 'invitation');
      if (!found || found.link.usedAt || found.link.expiresAt.getTime() <= Date.now()) {
        throw await invitationRefusal(token);
      }
      return { email: found.user.email, first_name: found.user.firstName };
    },

    /** The invited professional's first password, and their first session. */
    async acceptInvitation(input: { token: string; password: string }, context: SessionContext) {
      const user = await setPasswordWithLink(input.token, 'invitation', input.password, () =>
        invitationRefusal(input.token),
      );
      return startSession(user, context);
    },

    async changePassword(
      account: { userId: number; sessionId: number },
      input: { currentPassword?: string | undefined; password: string },
    ): Promise<void> {
      const user = await users.findById(account.userId);
      if (!user) throw new HttpError(401, 'Sign in to continue.');
      if (user.passwordHash) {
        if (!input.currentPassword) throw invalidInput({ current_password: ['Enter your current password.'] });
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          throw invalidInput({ current_password: ['Your current password is not right.'] });
        }
      }
      checkPassword(input.password, user.email);
      await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      await sessions.revokeAllOf(user.id, account.sessionId);
    },
  };
}

/** The profile: read, its questionnaire's completion, updated with its photo, and its photo removed. */
function profiles(deps: AccountsDeps) {
  const { db } = deps;
  const users = usersRepository(db);
  return {
    async profile(userId: number) {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Sign in to continue.');
      return toProfile(user);
    },

    /** When the account first finished the questionnaire, or null. */
    async questionnaireCompletedAt(userId: number): Promise<Date | null> {
      return (await users.findById(userId))?.questionnaireCompletedAt ?? null;
    },

    /** Records that the account finished the questionnaire, once. */
    async markQuestionnaireCompleted(userId: number): Promise<void> {
      const user = await users.findById(userId);
      if (user && user.questionnaireCompletedAt === null) {
        await users.update(userId, { questionnaireCompletedAt: new Date() });
      }
    },

    async updateProfile(userId: number, fields: ProfileUpdateFields, photo?: Buffer) {
      const current = await users.findById(userId);
      if (!current) throw new HttpError(401, 'Sign in to continue.');
      const notKept = fieldsNotKeptBy(current.role, fields);
      if (notKept.length > 0) {
        const message = 'Only home buyers give this on their profile: leave it out.';
        throw invalidInput(Object.fromEntries(notKept.map((field) => [field, [message]])));
      }
      const webp = photo ? await reencodedPhoto(photo) : undefined;
      let updated: User;
      try {
        // The photo, the profile naming it and the old photo's removal: all or nothing.
        updated = await db.transaction(async (tx) => {
          const photos = photoStore(tx);
          const newPhoto = webp ? await photos.save(webp) : undefined;
          const changed = await usersRepository(tx).update(userId, {
            ...(fields.first_name !== undefined ? { firstName: fields.first_name } : {}),
            ...(fields.last_name !== undefined ? { lastName: fields.last_name } : {}),
            ...(fields.mobile_number !== undefined ? { mobileNumber: fields.mobile_number } : {}),
            ...(fields.where_did_you_here_about_us !== undefined
              ? { whereDidYouHearAboutUs: fields.where_did_you_here_about_us }
              : {}),
            ...(fields.current_state !== undefined ? { currentState: fields.current_state } : {}),
            ...(fields.date_of_birth !== undefined ? { dateOfBirth: fields.date_of_birth } : {}),
            ...(fields.time_zone !== undefined ? { timeZone: fields.time_zone } : {}),
            ...(newPhoto ? { photo: newPhoto } : {}),
          });
          if (newPhoto) await photos.remove(current.photo);
          return changed;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_mobile_number_key') {
          throw invalidInput({ mobile_number: ['This mobile number is already registered.'] });
        }
        throw error;
      }
      if (!updated.registrationCompletedAt && registrationIsComplete(updated)) {
        updated = await users.update(userId, { registrationCompletedAt: new Date() });
      }
      return toProfile(updated);
    },

    async removePhoto(userId: number) {
      const current = await users.findById(userId);
      if (!current) throw new HttpError(401, 'Sign in to continue.');
      const updated = await db.transaction(async (tx) => {
        await photoStore(tx).remove(current.photo);
        return usersRepository(tx).update(userId, { photo: null });
      });
      return toProfile(updated);
    },
  };
}

/** Accounts as the command line and the console manage them. */
function accountAdministration(deps: AccountsDeps, { mailPasswordLink, createUser }: AccountSteps) {
  const { db } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  return {
    // What the command line (`npm run admin`) and the seeds use.
    async createUser(input: { email: string; password: string; role: Role }) {
      const account = parseInput(commandLineAccount, input);
      return createUser({
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      });
    },

    findUser: (email: string) => users.findByEmail(email),

    listUsers: () => users.list(),

    // What the console does with accounts, in its transaction (`inTransaction`).
    async searchUsers(filter: Omit<ConsoleUsersQuery, 'page'>, page: number, perPage: number) {
      const { rows, total } = await users.search(filter, page, perPage);
      return { rows: rows.map(toConsoleUser), total };
    },

    /**
     * Changes an account's role or lock, and answers it before and after (nothing when there is no
     * such account). Locking ends every session of the account at once.
     */
    async changeAccess(userId: number, change: { role?: Role | undefined; locked?: boolean | undefined }) {
      const before = await users.findForUpdate(userId);
      if (!before) return undefined;
      let after = before;
      if (change.role !== undefined && change.role !== before.role) after = await users.setRole(userId, change.role);
      if (change.locked !== undefined && change.locked !== (before.lockedAt !== null)) {
        after = await users.update(userId, { lockedAt: change.locked ? new Date() : null });
        if (change.locked) await sessions.revokeAllOf(userId);
      }
      return { before: toConsoleUser(before), after: toConsoleUser(after) };
    },

    /** Mails the account a reset link (the link goes only to its owner); nothing when there is no such account. */
    async sendResetLink(userId: number) {
      const user = await users.findById(userId);
      if (!user) return undefined;
      await mailPasswordLink(user, 'reset');
      return toConsoleUser(user);
    },

    /**
     * A professional's account without a password, and the invitation mailed to choose one (`role`
     * names what they are invited as). An address that has an account already is refused with 409:
     * that account is found under the console's users, where it can be sent a reset link instead.
     */
    async inviteProfessional(input: { email: string; firstName: string; lastName: string; role: string }) {
      if (await users.findByEmail(input.email)) {
        const message = 'This email already has an account: find it under Users, where you can send it a reset link.';
        throw new HttpError(409, message, { email: [message] });
      }
      const user = await createUser({
        email: input.email,
        role: 'professional',
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await mailPasswordLink(user, 'invitation', input.role);
      return user;
    },

    /** The account's names, as console staff set them; answers them before and after. */
    async rename(userId: number, names: { firstName?: string | undefined; lastName?: string | undefined }) {
      const before = await users.findForUpdate(userId);
      if (!before) return undefined;
      const after = await users.update(userId, {
        ...(names.firstName !== undefined ? { firstName: names.firstName } : {}),
        ...(names.lastName !== undefined ? { lastName: names.lastName } : {}),
      });
      return { before, after };
    },

    async resetPasswordFromCommandLine(input: { email: string; password: string }) {
      const { email, password } = parseInput(commandLineAccount.pick({ email: true, password: true }), input);
      const user = await users.findByEmail(email);
      if (!user) throw new HttpError(404, `There is no account with the email ${email}.`);
      await users.update(user.id, { passwordHash: await hashPassword(password) });
      await sessions.revokeAllOf(user.id);
    },
  };
}

export function accountsService(deps: AccountsDeps) {
  const steps = accountSteps(deps);
  return {
    /** The same service writing in the caller's transaction (the seeds: a seed and its record commit together). */
    inTransaction: (transaction: Database) => accountsService({ ...deps, db: transaction }),
    ...registration(deps, steps),
    ...signingIn(deps, steps),
    ...passwords(deps, steps),
    ...profiles(deps),
    ...accountAdministration(deps, steps),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
