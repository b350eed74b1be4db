/** What every console route shares: who is acting (for the audit log) and its OpenAPI tag. */
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../accounts/index.ts';
import type { Actor } from './audit.ts';

export const consoleTags = ['admin'];

/** The signed-in staff member of a console call, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const account = signedIn(request);
  return { userId: account.userId, email: account.user.email };
}
