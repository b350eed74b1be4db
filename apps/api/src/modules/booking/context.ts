/**
 * What every part of the booking service works with: its dependencies, the repositories on the
 * app's pool, the read model of the slot rules, and the few rules each part needs (a call still
 * ahead, the call found again after a change).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Jobs } from '../../plugins/app/jobs.ts';
import type { Mail } from '../../plugins/app/mail.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import type { ProgramsCatalogue } from '../programs/index.ts';
import type { WebhooksService } from '../webhooks/index.ts';
import { callLinksRepository } from './call-links.ts';
import { type AppointmentJob, CANCELLED_JOB } from './job-names.ts';
import { bookingMailContext } from './mails.ts';
import { type BusyTimes, bookingReadModel } from './read-model.ts';
import { type AppointmentWithParties, bookingRepository } from './repository.ts';

export type BookingDeps = {
  db: Database;
  config: Config;
  jobs: Jobs;
  mail: Mail;
  /** Keeps the days read for the slot grid in step with every booking, cancellation and change of hours. */
  changes: ChangeSource;
  /** Busy times of an account's connected calendar (none when it has none). */
  busy: BusyTimes;
  /** The professionals module: who a call is with, when they take calls, who a professional's account is. */
  professionals: Pick<ProfessionalsService, 'find' | 'findByUser' | 'profileOf' | 'hours'>;
  /** The catalogue: the program a call is about. */
  catalogue: Pick<ProgramsCatalogue, 'findForBooking'>;
  /** The professional's webhooks, told of a call they marked completed. */
  webhooks: Pick<WebhooksService, 'emit'>;
  now?: () => Date;
};

export const NO_SUCH_CALL = 'There is no such appointment.';

export function bookingContext({ now = () => new Date(), ...deps }: BookingDeps) {
  const booking = bookingRepository(deps.db);
  const read = bookingReadModel({
    booking,
    professionals: deps.professionals,
    changes: deps.changes,
    busy: deps.busy,
    now,
  });

  /** A call by id, whoever's it is: only for a call the caller was already found to reach. */
  async function requireCall(id: number) {
    const row = await booking.find(id);
    if (!row) throw notFound(NO_SUCH_CALL);
    return row;
  }

  /** A call that is still ahead and booked, or the 409 that says why it cannot change. */
  function requireAhead(row: AppointmentWithParties, started = 'This call has already started.') {
    if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
    if (row.appointment.startsAt.getTime() <= now().getTime()) throw new HttpError(409, started);
  }

  async function queueCancellation(tx: Database, appointmentId: number) {
    await deps.jobs.send(CANCELLED_JOB, { appointmentId } satisfies AppointmentJob, { transaction: tx });
  }

  return {
    ...deps,
    now,
    booking,
    links: callLinksRepository(deps.db),
    read,
    mailContext: bookingMailContext(deps.config),
    requireCall,
    requireAhead,
    queueCancellation,
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
