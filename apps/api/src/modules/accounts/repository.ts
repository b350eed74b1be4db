import type { Role } from '@hbw/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

export type NewUser = {
  email: string;
  passwordHash: string | null;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  mobileNumber?: string | null;
};

const byEmail = (email: string) => eq(users.email, email.toLowerCase());

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [user] = await db.select().from(users).where(byEmail(email));
      return user;
    },

    /** Inserts the user; undefined when the email is taken. */
    async create(user: NewUser) {
      const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return created;
    },

    list() {
      return db
        .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
        .from(users)
        .orderBy(asc(users.id));
    },

    async setPasswordHash(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(byEmail(email))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
