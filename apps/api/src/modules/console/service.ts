/**
 * The console: the rules of what console staff may read and change. Every change runs in one
 * transaction with its audit row (who, what, before and after), so that a change that fails leaves
 * neither. Other modules' data is reached through their front doors, on the console's transaction.
 */
import {
  type Appointment,
  CONSOLE_PAGE_SIZE,
  type ConsoleExpertRequest,
  type ConsoleExpertRequestUpdate,
  type ConsoleProgramsQuery,
  type ConsoleSubscriber,
  type ConsoleUsersQuery,
  type ConsoleUserUpdate,
  pageEnvelope,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { type CsvCell, csvStream } from '../../lib/csv.ts';
import { invalidInput, notFound } from '../../lib/http-error.ts';
import type { AccountsService } from '../accounts/index.ts';
import { type BookingFilter, bookingOperations, type ExpertRequestFilter } from '../booking/index.ts';
import { type SubscriberFilter, subscriberList } from '../newsletter/index.ts';
import type { ProgramsCatalogue } from '../programs/index.ts';
import type { SearchService } from '../search/index.ts';
import { type Actor, type AuditFilter, auditRepository } from './audit.ts';

const bookingColumns: [string, (call: Appointment) => CsvCell][] = [
  ['id', (call) => call.id],
  ['starts (New York)', (call) => call.appointment_date],
  ['status', (call) => call.status],
  ['program', (call) => call.program.name],
  ['professional', (call) => call.professional.name],
  ['company', (call) => call.professional.company],
  ['buyer', (call) => call.buyer.name],
  ['buyer email', (call) => call.buyer.email],
  ['cancellation note', (call) => call.cancellation_note],
  ['booked at', (call) => call.created_at],
];

const subscriberColumns: [string, (subscriber: ConsoleSubscriber) => CsvCell][] = [
  ['email', (subscriber) => subscriber.email],
  ['subscribed at', (subscriber) => subscriber.subscribed_at],
  ['unsubscribed at', (subscriber) => subscriber.unsubscribed_at],
];

/** What the log keeps of a request: what console staff change, not the buyer's details again. */
const handling = (request: ConsoleExpertRequest) => ({ status: request.status, note: request.note });

type Deps = {
  db: Database;
  /** The accounts module: users searched, their role and lock changed, reset links sent. */
  accounts: Pick<AccountsService, 'inTransaction' | 'searchUsers'>;
  /** The catalogue: programs searched as the marketplace searches them, by when they were reviewed, and by their sources. */
  catalogue: Pick<ProgramsCatalogue, 'list' | 'sourceConcerns'>;
  /** Site search, which finds the programs a search names. */
  search: Pick<SearchService, 'programIds'>;
  now?: () => Date;
};

export function consoleService({ db, accounts, catalogue, search, now = () => new Date() }: Deps) {
  const page = <T>(result: { rows: T[]; total: number }, current: number) =>
    pageEnvelope(result.rows, { total: result.total, perPage: CONSOLE_PAGE_SIZE, page: current });

  return {
    async expertRequests(filter: ExpertRequestFilter, current: number) {
      return page(await bookingOperations(db).listExpertRequests(filter, current, CONSOLE_PAGE_SIZE), current);
    },

    async updateExpertRequest(actor: Actor, id: number, change: ConsoleExpertRequestUpdate) {
      return db.transaction(async (tx) => {
        const requests = bookingOperations(tx);
        const before = await requests.findExpertRequestForUpdate(id);
        if (!before) throw notFound('There is no such expert request.');
        const after = await requests.updateExpertRequest(id, change);
        if (!after) throw notFound('There is no such expert request.');
        await auditRepository(tx).record(actor, {
          action: 'expert_request.update',
          objectKind: 'expert_request',
          objectId: id,
          before: handling(before),
          after: handling(after),
        });
        return after;
      });
    },

    async bookings(filter: BookingFilter, current: number) {
      return page(await bookingOperations(db).listBookings(filter, current, CONSOLE_PAGE_SIZE), current);
    },

    bookingsCsv(filter: BookingFilter) {
      return csvStream(
        bookingColumns.map(([name]) => name),
        bookingOperations(db).allBookings(filter),
        (call) => bookingColumns.map(([, cell]) => cell(call)),
      );
    },

    async subscribers(filter: SubscriberFilter, current: number) {
      return page(await subscriberList(db).page(filter, current, CONSOLE_PAGE_SIZE), current);
    },

    subscribersCsv(filter: SubscriberFilter) {
      return csvStream(
        subscriberColumns.map(([name]) => name),
        subscriberList(db).all(filter),
        (subscriber) => subscriberColumns.map(([, cell]) => cell(subscriber)),
      );
    },

    async users(filter: Omit<ConsoleUsersQuery, 'page'>, current: number) {
      return page(await accounts.searchUsers(filter, current, CONSOLE_PAGE_SIZE), current);
    },

    /** A role or a lock; a staff member never locks or demotes themselves, which could leave no staff at all. */
    async updateUser(actor: Actor, id: number, change: ConsoleUserUpdate) {
      if (id === actor.userId) {
        if (change.locked) throw invalidInput({ locked: ['You cannot lock your own account.'] });
        if (change.role && change.role !== 'admin') throw invalidInput({ role: ['You cannot change your own role.'] });
      }
      return db.transaction(async (tx) => {
        const changed = await accounts.inTransaction(tx).changeAccess(id, change);
        if (!changed) throw notFound('There is no such account.');
        const { before, after } = changed;
        const action =
          change.locked === undefined
            ? 'user.role'
            : change.role === undefined
              ? change.locked
                ? 'user.lock'
                : 'user.unlock'
              : 'user.update';
        await auditRepository(tx).record(actor, {
          action,
          objectKind: 'user',
          objectId: id,
          before: { role: before.role, locked: before.locked_at !== null },
          after: { role: after.role, locked: after.locked_at !== null },
        });
        return after;
      });
    },

    /** Mails the account's owner a reset link; the console never sees the link. */
    async sendResetLink(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const user = await accounts.inTransaction(tx).sendResetLink(id);
        if (!user) throw notFound('There is no such account.');
        await auditRepository(tx).record(actor, {
          action: 'user.reset_link',
          objectKind: 'user',
          objectId: id,
          before: null,
          after: null,
        });
        return { message: `A link to choose a new password was mailed to ${user.email}.` };
      });
    },

    async programs({ unchecked_days, sources, status, page: current, ...filter }: ConsoleProgramsQuery) {
      const day = 24 * 3600 * 1000;
      const checkedBefore =
        unchecked_days === undefined
          ? undefined
          : new Date(now().getTime() - unchecked_days * day).toISOString().slice(0, 10);
      const concerns = await catalogue.sourceConcerns(now().toISOString().slice(0, 10));
      const found = filter.search ? await search.programIds(filter.search) : undefined;
      const result = await catalogue.list(
        { ...filter, page: current, per_page: CONSOLE_PAGE_SIZE },
        {
          found,
          checkedBefore,
          within: sources === 'weak_or_old' ? [...concerns.keys()] : undefined,
          status: status ?? 'every',
        },
      );
      const rows = result.rows.map((program) => ({ ...program, source_concerns: concerns.get(program.id) ?? [] }));
      return page({ rows, total: result.total }, current);
    },

    async audit(filter: AuditFilter, current: number) {
      return page(await auditRepository(db).page(filter, current, CONSOLE_PAGE_SIZE), current);
    },
  };
}

export type ConsoleService = ReturnType<typeof consoleService>;
