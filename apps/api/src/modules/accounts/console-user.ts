/** An account as the console shows it: who, which role, whether locked; never a secret. */
import type { ConsoleUser } from '@hbw/contract';
import { personName } from '../../lib/person-name.ts';
import type { User } from './repository.ts';

export function toConsoleUser(user: User): ConsoleUser {
  return {
    id: user.id,
    email: user.email,
    name: personName(user),
    role: user.role,
    locked_at: user.lockedAt?.toISOString() ?? null,
    sign_in_count: user.signInCount,
    created_at: user.createdAt.toISOString(),
  };
}
