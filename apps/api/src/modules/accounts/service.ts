/** Accounts as operators and seeds manage them; the sign-in flows build on the same pieces. */
import { emailField, passwordField, type Role, roles } from '@hbw/contract';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { hashPassword } from './password.ts';
import { usersRepository } from './repository.ts';

const newAccount = z.object({
  email: emailField,
  password: passwordField,
  role: z.enum(roles, { error: `Choose one of: ${roles.join(', ')}.` }),
});

export function accountsService(db: Database) {
  const users = usersRepository(db);
  return {
    async createUser(input: { email: string; password: string; role: Role }) {
      const account = parseInput(newAccount, input);
      const created = await users.create({
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      });
      if (!created) throw invalidInput({ email: ['An account with this email already exists.'] });
      return created;
    },

    findUser: (email: string) => users.findByEmail(email),

    listUsers: () => users.list(),

    async resetPassword(input: { email: string; password: string }) {
      const { email, password } = parseInput(newAccount.pick({ email: true, password: true }), input);
      const changed = await users.setPasswordHash(email, await hashPassword(password));
      if (!changed) throw new HttpError(404, `There is no account with the email ${email}.`);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', accountsService(app.db));
  },
  { name: 'accounts', dependencies: ['database'] },
);
