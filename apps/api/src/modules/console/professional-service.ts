/**
 * The console for professionals: invite one by email, list them with their programs,
 * calendars and calls to come, change them, and take them out of what buyers are offered. Every
 * change runs in one transaction with its audit row, as the rest of the console (decision 023).
 */
import {
  CONSOLE_PAGE_SIZE,
  type ConsoleProfessional,
  type ConsoleProfessionalsQuery,
  type ConsoleProfessionalUpdate,
  type ProfessionalInvitation,
  pageEnvelope,
  professionalKindLabels,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { personName } from '../../lib/person-name.ts';
import type { AccountsService } from '../accounts/index.ts';
import { type BookingService, bookingOperations } from '../booking/index.ts';
import type { CalendarsService } from '../calendars/index.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import { type Actor, auditRepository } from './audit.ts';

type Deps = {
  db: Database;
  /** The accounts module: the invited account and its invitation mail, a professional's names. */
  accounts: Pick<AccountsService, 'inTransaction'>;
  /** The professionals module: their directory entries. */
  professionals: Pick<ProfessionalsService, 'inTransaction' | 'page'>;
  /** The booking module: a deactivated professional's calls cancelled the way every cancellation goes. */
  booking: Pick<BookingService, 'cancelFutureCallsByStaff'>;
  /** The calendars module: whether each professional's calendars are connected. */
  calendars: Pick<CalendarsService, 'status'>;
};

/** What the log keeps of a professional: what console staff change. */
type ProfessionalFacts = { kind: string; company: string; programIds: number[]; deactivatedAt: Date | null };
const logged = (professional: ProfessionalFacts, names: { firstName: string | null; lastName: string | null }) => ({
  first_name: names.firstName,
  last_name: names.lastName,
  kind: professional.kind,
  company: professional.company,
  program_ids: professional.programIds,
  active: professional.deactivatedAt === null,
});

export function consoleProfessionalService({ db, accounts, professionals, booking, calendars }: Deps) {
  /** The professionals as the console lists them, with their calls to come and their calendars. */
  async function described(rows: Awaited<ReturnType<ProfessionalsService['page']>>['rows']) {
    const [futureCalls, connections] = await Promise.all([
      bookingOperations(db).futureCallCounts(rows.map((row) => row.professional.id)),
      Promise.all(rows.map((row) => calendars.status(row.user.id))),
    ]);
    const listed = rows.map(
      ({ professional, user, entry }, index): ConsoleProfessional => ({
        id: professional.id,
        user_id: user.id,
        email: user.email,
        first_name: user.firstName ?? '',
        last_name: user.lastName ?? '',
        name: personName(user),
        kind: professional.kind,
        company: professional.company,
        programs: entry.programs,
        calendars: {
          google: connections[index]?.google.connected ?? false,
          microsoft: connections[index]?.microsoft.connected ?? false,
        },
        active: professional.deactivatedAt === null,
        deactivated_at: professional.deactivatedAt?.toISOString() ?? null,
        // Invited and never in: no password chosen, no sign-in another way either.
        invitation_pending: !user.passwordChosen && user.signInCount === 0,
        future_calls: futureCalls.get(professional.id) ?? 0,
      }),
    );
    return listed;
  }

  return {
    async professionals(filter: Omit<ConsoleProfessionalsQuery, 'page'>, current: number) {
      const { rows, total } = await professionals.page(filter, current, CONSOLE_PAGE_SIZE);
      return pageEnvelope(await described(rows), { total, perPage: CONSOLE_PAGE_SIZE, page: current });
    },

    /** A professional's account, entry and invitation mail, or none of them (409 when the email has an account). */
    async inviteProfessional(actor: Actor, invitation: ProfessionalInvitation) {
      return db.transaction(async (tx) => {
        const user = await accounts.inTransaction(tx).inviteProfessional({
          email: invitation.email,
          firstName: invitation.first_name,
          lastName: invitation.last_name,
          role: professionalKindLabels[invitation.kind].toLowerCase(),
        });
        const professional = await professionals.inTransaction(tx).createInvited(user.id, {
          kind: invitation.kind,
          company: invitation.company,
          programIds: invitation.program_ids,
        });
        await auditRepository(tx).record(actor, {
          action: 'professional.invite',
          objectKind: 'professional',
          objectId: professional.id,
          before: null,
          after: {
            email: user.email,
            ...logged({ ...professional, programIds: [...new Set(invitation.program_ids)] }, user),
          },
        });
        return { id: professional.id, message: `An invitation was mailed to ${user.email}.` };
      });
    },

    /**
     * Names, kind, company, programs, active or not. Deactivating is refused (409) while calls are
     * booked with them from now on, unless the staff member cancels those calls with a note to each buyer.
     */
    async updateProfessional(actor: Actor, id: number, change: ConsoleProfessionalUpdate) {
      await db.transaction(async (tx) => {
        const changed = await professionals.inTransaction(tx).change(id, {
          kind: change.kind,
          company: change.company,
          programIds: change.program_ids,
          active: change.active,
        });
        if (!changed) throw notFound('There is no such professional.');
        const { before, after } = changed;
        const renamed = await accounts
          .inTransaction(tx)
          .rename(after.userId, { firstName: change.first_name, lastName: change.last_name });
        if (!renamed) throw notFound('There is no such professional.');
        const deactivated = before.deactivatedAt === null && after.deactivatedAt !== null;
        let cancelled = 0;
        if (deactivated) {
          const calls = (await bookingOperations(tx).futureCallCounts([id])).get(id) ?? 0;
          if (calls > 0 && !change.cancel_future_calls) {
            const refusal = `${calls === 1 ? 'One call is' : `${calls} calls are`} still booked with this professional: cancel them with a note to each buyer, or wait until they have taken place.`;
            throw new HttpError(409, refusal, { active: [refusal] });
          }
          if (calls > 0) cancelled = await booking.cancelFutureCallsByStaff(tx, id, change.note ?? '');
        }
        const reactivated = before.deactivatedAt !== null && after.deactivatedAt === null;
        await auditRepository(tx).record(actor, {
          action: deactivated
            ? 'professional.deactivate'
            : reactivated
              ? 'professional.reactivate'
              : 'professional.update',
          objectKind: 'professional',
          objectId: id,
          before: logged(before, renamed.before),
          after: { ...logged(after, renamed.after), ...(cancelled ? { cancelled_calls: cancelled } : {}) },
        });
      });
      const [professional] = await described((await professionals.page({ id }, 1, 1)).rows);
      if (!professional) throw notFound('There is no such professional.');
      return professional;
    },
  };
}

export type ConsoleProfessionalService = ReturnType<typeof consoleProfessionalService>;
