/** Users, sessions, codes and reset tokens in the database; services decide, this only reads and writes. */
import type { ConsoleUsersQuery, Role } from '@hbw/contract';
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeCodes, passwordResetTokens, sessions, signInFailures, users } from '../../db/schema/index.ts';
import { containingPattern } from '../../lib/like-pattern.ts';

export type User = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'role' | 'createdAt'>>;

export type NewUser = {
  email: string;
  role: Role;
  passwordHash?: string | null;
  mobileNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  microsoftEmail?: string | null;
  timeZone?: string | null;
};

/** Postgres' answer when a unique index refuses a row; names the index that did. */
export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },

    async findById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async isTaken(email: string, mobileNumber: string | undefined): Promise<{ email: boolean; mobileNumber: boolean }> {
      const rows = await db
        .select({ email: users.email, mobileNumber: users.mobileNumber })
        .from(users)
        .where(
          mobileNumber
            ? sql`${users.email} = ${email} or ${users.mobileNumber} = ${mobileNumber}`
            : eq(users.email, email),
        );
      return {
        email: rows.some((row) => row.email === email),
        mobileNumber: mobileNumber !== undefined && rows.some((row) => row.mobileNumber === mobileNumber),
      };
    },

    /** Inserts the user; a taken email or mobile number throws the unique violation. */
    async create(user: NewUser): Promise<User> {
      const [created] = await db.insert(users).values(user).returning();
      if (!created) throw new Error('The insert returned no user.');
      return created;
    },

    async update(id: number, changes: UserChanges): Promise<User> {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw new Error(`No user ${id} to update.`);
      return updated;
    },

    async recordSignIn(id: number): Promise<void> {
      await db
        .update(users)
        .set({ signInCount: sql`${users.signInCount} + 1` })
        .where(eq(users.id, id));
    },

    list() {
      return db
        .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
        .from(users)
        .orderBy(asc(users.id));
    },

    /** A page of accounts found by email or name, role and lock, the newest first. */
    async search(filter: Omit<ConsoleUsersQuery, 'page'>, page: number, perPage: number) {
      const pattern = filter.q ? containingPattern(filter.q) : undefined;
      const where: SQL | undefined = and(
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
            )
          : undefined,
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.state === 'locked' ? isNotNull(users.lockedAt) : undefined,
        filter.state === 'active' ? isNull(users.lockedAt) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The account, locked until the end of the transaction so that two staff members' changes take turns. */
    async findForUpdate(id: number): Promise<User | undefined> {
      const [found] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return found;
    },

    async setRole(id: number, role: Role): Promise<User> {
      const [updated] = await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
      if (!updated) throw new Error(`There is no user ${id}.`);
      return updated;
    },
  };
}

export function sessionsRepository(db: Database) {
  return {
    async create(session: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null }) {
      const [created] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!created) throw new Error('The insert returned no session.');
      return created;
    },

    /** The live session of a token with its user, in one query. */
    async findLive(tokenHash: string): Promise<{ sessionId: number; expiresAt: Date; user: User } | undefined> {
      const [found] = await db
        .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            isNull(users.lockedAt),
          ),
        );
      return found;
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the user, but the one given (the caller's own, after a password change). */
    async revokeAllOf(userId: number, except?: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except === undefined ? undefined : ne(sessions.id, except),
          ),
        );
    },
  };
}

export function oneTimeCodesRepository(db: Database) {
  return {
    /** The newest code asked for this email and purpose, used or not. */
    async newest(email: string, purpose: string) {
      const [code] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return code;
    },

    /** Voids the live codes of this email and purpose, then stores the new one. */
    async replace(code: { email: string; purpose: string; codeHash: string; expiresAt: Date }): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ endedAt: sql`now()` })
        .where(
          and(eq(oneTimeCodes.email, code.email), eq(oneTimeCodes.purpose, code.purpose), isNull(oneTimeCodes.endedAt)),
        );
      await db.insert(oneTimeCodes).values(code);
    },

    /**
     * Counts one try on the live code, if it has tries left; the row lock makes concurrent
     * guesses take turns, so no more than the allowed number is ever counted.
     */
    async countTry(email: string, purpose: string, maxAttempts: number) {
      const [code] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.endedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
            lt(oneTimeCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
      return code;
    },

    /** Ends the code; false when another request used it first. */
    async end(id: number): Promise<boolean> {
      const ended = await db
        .update(oneTimeCodes)
        .set({ endedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.endedAt)))
        .returning({ id: oneTimeCodes.id });
      return ended.length > 0;
    },
  };
}

/** What a mailed password link is for: choosing a new password, or a first one for an invited account. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

export function passwordResetsRepository(db: Database) {
  const live = (tokenHash: string, purpose: PasswordLinkPurpose) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      eq(passwordResetTokens.purpose, purpose),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, sql`now()`),
    );
  return {
    async create(link: { userId: number; tokenHash: string; expiresAt: Date; purpose: PasswordLinkPurpose }) {
      await db.insert(passwordResetTokens).values(link);
    },

    async newestOf(userId: number, purpose: PasswordLinkPurpose) {
      const [reset] = await db
        .select({ createdAt: passwordResetTokens.createdAt })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.purpose, purpose)))
        .orderBy(desc(passwordResetTokens.createdAt))
        .limit(1);
      return reset;
    },

    /** Marks a live link used and returns its user; undefined when unknown, used, expired or for another purpose. */
    async use(tokenHash: string, purpose: PasswordLinkPurpose) {
      const [reset] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(live(tokenHash, purpose))
        .returning({ userId: passwordResetTokens.userId });
      return reset;
    },

    async isLive(tokenHash: string, purpose: PasswordLinkPurpose): Promise<boolean> {
      const [reset] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(live(tokenHash, purpose));
      return reset !== undefined;
    },

    /** A link of this purpose whatever its state, with its account: to tell a used link from an expired one. */
    async find(tokenHash: string, purpose: PasswordLinkPurpose) {
      const [found] = await db
        .select({ link: passwordResetTokens, user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.purpose, purpose)));
      return found;
    },
  };
}

/** Failed sign-ins per email within a sliding window, shared by every app process. */
export function signInFailuresRepository(db: Database) {
  return {
    async count(email: string, windowMinutes: number): Promise<number> {
      const [row] = await db
        .select({ failures: signInFailures.failures })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, email),
            gt(signInFailures.windowStartedAt, sql`now() - make_interval(mins => ${windowMinutes})`),
          ),
        );
      return row?.failures ?? 0;
    },

    async record(email: string, windowMinutes: number): Promise<void> {
      const windowOver = sql`${signInFailures.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes})`;
      await db
        .insert(signInFailures)
        .values({ email, failures: 1 })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failures: sql`case when ${windowOver} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then now() else ${signInFailures.windowStartedAt} end`,
          },
        });
    },

    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}
