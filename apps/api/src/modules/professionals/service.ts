/**
 * Professionals: the directory, setting one up (the admin command line and the demo data use the
 * same steps), and when each takes calls, their weekly hours and days off, which the professional
 * edits here and booking reads through this module (`hours`).
 */
import {
  type DirectoryEntryChange,
  isCalendarDate,
  type ProfessionalKind,
  professionalKinds,
  slotIds,
  usStateCodes,
  type WeeklyAvailability,
} from '@hbw/contract';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { professionalsRepository } from './repository.ts';

export const newProfessional = z.object({
  kind: z.enum(professionalKinds, { error: `Choose one of: ${professionalKinds.join(', ')}.` }),
  company: z.string().trim().min(1, 'Give the company name.').max(200),
  nmlsId: z.string().trim().max(20).optional(),
  states: z
    .array(z.enum(usStateCodes, { error: 'Use two-letter state codes, like TX.' }))
    .min(1, 'Give at least one state.'),
  bio: z.string().max(2000).default(''),
  programSlugs: z.array(z.string()).default([]),
  isDemo: z.boolean().default(false),
  /** Slot ids per weekday (0 = Sunday); by default weekdays from 9:00 AM to 5:00 PM. */
  weekly: z.array(z.array(z.number().int())).length(7).optional(),
});
export type NewProfessional = z.input<typeof newProfessional>;

const NINE_TO_FIVE = slotIds.filter((id) => id >= 3 && id <= 19);
export const weekdaysNineToFive = [[], NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, []];

/** A professional's account that has no profile yet: the parts of a professional are not open to it. */
const withoutProfile = () =>
  new HttpError(403, 'This part is for professionals with a profile. Ask an administrator to set yours up.');

type ProfessionalsRepository = ReturnType<typeof professionalsRepository>;

/** The ids of programs named by slug; 422 on `programs` naming those that are not. */
async function programIds(repository: ProfessionalsRepository, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const found = await repository.programsBySlug(slugs);
  const missing = slugs.filter((slug) => !found.some((program) => program.slug === slug));
  if (missing.length) throw invalidInput({ programs: [`There is no program ${missing.join(', ')}.`] });
  return found.map((program) => program.id);
}

/** The ids when every one is a program; 422 on `program_ids` naming those that are not. */
async function existingPrograms(repository: ProfessionalsRepository, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await repository.existingProgramIds(unique);
  const missing = unique.filter((id) => !found.includes(id));
  if (missing.length) throw invalidInput({ program_ids: [`There is no program ${missing.join(', ')}.`] });
  return unique;
}

/** The professional's own entry in the directory, active or not; 403 while they have none. */
async function entryOf(repository: ProfessionalsRepository, userId: number) {
  const entry = await repository.entryOf(userId);
  if (!entry) throw withoutProfile();
  return entry;
}

/** The directory as read: buyers' lists, a professional, their profile and their hours, the console's pages. */
function directoryReads(repository: ProfessionalsRepository) {
  return {
    /** The directory buyers browse, filtered. */
    list: repository.list,

    /** A professional with their account's name and their programs; undefined when there is none. */
    find: repository.find,

    /** Names and addresses of professionals, to invite them to a call. */
    contacts: repository.contacts,

    /** The professional profile of an account, if it has one. */
    findByUser: repository.findByUser,

    /** The professional profile of a professional's own account; 403 while it has none. */
    async profileOf(userId: number) {
      const professional = await repository.findByUser(userId);
      if (!professional) throw withoutProfile();
      return professional;
    },

    /** What the slot rules need of a professional whatever the day; undefined when there is none. */
    hours: repository.hours,

    /** A page of every professional, active or not, for the console. */
    page: repository.page,

    /** The professional's own entry in the directory, active or not. */
    entryOf: (userId: number) => entryOf(repository, userId),
  };
}

/** A professional's weekly hours and days off, as they read and set them. */
function weeklyHours(db: Database, repository: ProfessionalsRepository) {
  return {
    /** The professional's weekly hours, slot ids by weekday from Sunday, and days off. */
    async availabilityOf(professionalId: number): Promise<WeeklyAvailability> {
      const { weekly, daysOff } = await repository.availability(professionalId);
      return {
        weekly: Array.from({ length: 7 }, (_, weekday) =>
          weekly
            .filter((entry) => entry.weekday === weekday)
            .map((entry) => entry.slotId)
            .sort((a, b) => a - b),
        ),
        days_off: daysOff,
      };
    },

    async setAvailability(professionalId: number, availability: WeeklyAvailability) {
      for (const day of availability.days_off) {
        if (!isCalendarDate(day.date)) throw invalidInput({ days_off: [`${day.date} is not a date.`] });
      }
      const weekly = availability.weekly.flatMap((slots, weekday) =>
        [...new Set(slots)].map((slotId) => ({ weekday, slotId })),
      );
      const daysOff = [...new Map(availability.days_off.map((day) => [day.date, day])).values()];
      await db.transaction((tx) => professionalsRepository(tx).replaceAvailability(professionalId, weekly, daysOff));
      return this.availabilityOf(professionalId);
    },
  };
}

/** Entries made: by the seeds and the command line, for an invited professional, and a program linked. */
function newEntries(db: Database, repository: ProfessionalsRepository) {
  return {
    /** Gives an account (role professional) its professional profile, programs and hours. */
    async create(userId: number, input: NewProfessional) {
      const details = parseInput(newProfessional, input);
      if (details.kind === 'lender' && !details.nmlsId) throw invalidInput({ nmls: ['A lender needs an NMLS id.'] });
      const ids = await programIds(repository, details.programSlugs);
      return db.transaction(async (tx) => {
        const professionals = professionalsRepository(tx);
        const professional = await professionals.create({
          userId,
          kind: details.kind as ProfessionalKind,
          company: details.company,
          nmlsId: details.nmlsId ?? null,
          statesServed: details.states,
          bio: details.bio,
          isDemo: details.isDemo,
        });
        await professionals.linkPrograms(professional.id, ids);
        const weekly = (details.weekly ?? weekdaysNineToFive).flatMap((slots, weekday) =>
          slots.filter((slot) => slotIds.includes(slot)).map((slotId) => ({ weekday, slotId })),
        );
        await professionals.replaceAvailability(professional.id, weekly, []);
        return professional;
      });
    },

    /**
     * The directory entry of an invited professional: their kind, company and programs; the states,
     * languages, bio and hours are theirs to give once they have signed in.
     */
    async createInvited(userId: number, input: { kind: ProfessionalKind; company: string; programIds: number[] }) {
      const ids = await existingPrograms(repository, input.programIds);
      const professional = await repository.create({ userId, kind: input.kind, company: input.company });
      await repository.linkPrograms(professional.id, ids);
      return professional;
    },

    async linkProgram(userId: number, programSlug: string) {
      const professional = await repository.findByUser(userId);
      if (!professional)
        throw invalidInput({ email: ['This account has no professional profile yet: use create-professional.'] });
      await repository.linkPrograms(professional.id, await programIds(repository, [programSlug]));
      return professional;
    },
  };
}

/** Entries changed: by the console, and by the professional themselves. */
function entryChanges(repository: ProfessionalsRepository) {
  return {
    /**
     * A console change of a professional (kind, company, programs, active or not), locked for the
     * transaction; answers them before and after, nothing when there is no such professional.
     */
    async change(
      id: number,
      change: {
        kind?: ProfessionalKind | undefined;
        company?: string | undefined;
        programIds?: number[] | undefined;
        active?: boolean | undefined;
      },
    ) {
      const before = await repository.findForUpdate(id);
      if (!before) return undefined;
      const programIds =
        change.programIds === undefined ? undefined : await existingPrograms(repository, change.programIds);
      const deactivatedAt =
        change.active === undefined || change.active === (before.deactivatedAt === null)
          ? undefined
          : change.active
            ? null
            : new Date();
      await repository.update(id, {
        ...(change.kind !== undefined ? { kind: change.kind } : {}),
        ...(change.company !== undefined ? { company: change.company } : {}),
        ...(deactivatedAt !== undefined ? { deactivatedAt } : {}),
      });
      if (programIds) await repository.replacePrograms(id, programIds);
      const after = await repository.findForUpdate(id);
      if (!after) return undefined;
      return { before, after };
    },

    /** The professional's own change of their entry: company, NMLS id, bio, states, languages. */
    async updateEntry(userId: number, change: DirectoryEntryChange) {
      const entry = await entryOf(repository, userId);
      await repository.update(entry.id, {
        ...(change.company !== undefined ? { company: change.company } : {}),
        ...(change.nmls_id !== undefined ? { nmlsId: change.nmls_id || null } : {}),
        ...(change.bio !== undefined ? { bio: change.bio } : {}),
        ...(change.states_served !== undefined ? { statesServed: [...new Set(change.states_served)] } : {}),
        ...(change.languages !== undefined ? { languages: [...new Set(change.languages)] } : {}),
      });
      return entryOf(repository, userId);
    },
  };
}

export function professionalsService(db: Database) {
  const repository = professionalsRepository(db);
  return {
    /** The same service writing in the caller's transaction (the seeds: a seed and its record commit together). */
    inTransaction: (transaction: Database) => professionalsService(transaction),
    ...directoryReads(repository),
    ...weeklyHours(db, repository),
    ...newEntries(db, repository),
    ...entryChanges(repository),
  };
}

export type ProfessionalsService = ReturnType<typeof professionalsService>;
