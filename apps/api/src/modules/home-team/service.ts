/**
 * The buyer's home team (a lender, a housing counselor and an agent of their choosing, each with the
 * calls booked with them), their participating lenders (PALs: the lenders of their wallet's
 * programs), and the people they may invite to a call.
 */
import {
  type HomeTeamMember,
  homeTeamRoleLabels,
  homeTeamRoles,
  type Pal,
  type PersonFound,
  type ProfessionalKind,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { invalidInput } from '../../lib/http-error.ts';
import type { BookingService } from '../booking/index.ts';
import type { CalendarsService } from '../calendars/index.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import type { WizardService } from '../wizard/index.ts';
import { nameMatches, PEOPLE_FOUND_MAX, peopleFound } from './people-search.ts';
import { homeTeamRepository } from './repository.ts';

/** What the home team uses of the other modules, from their services on the app. */
type Deps = {
  db: Database;
  directory: Pick<ProfessionalsService, 'find' | 'list' | 'contacts'>;
  booking: Pick<BookingService, 'appointmentsByIds'>;
  /** The buyer's Microsoft contacts, when they connected Microsoft. */
  calendars: Pick<CalendarsService, 'microsoftPeopleNamed'>;
  /** The programs of the buyer's wallet, whose lenders are their PALs. */
  wizard: Pick<WizardService, 'walletPrograms'>;
};

export function homeTeamService({ db, directory, booking, calendars, wizard }: Deps) {
  const homeTeams = homeTeamRepository(db);

  return {
    async homeTeam(userId: number): Promise<HomeTeamMember[]> {
      const members = await homeTeams.homeTeam(userId);
      const calls = await homeTeams.bookedCalls(
        userId,
        members.map((member) => member.professionalId),
      );
      const [professionals, rows] = await Promise.all([
        Promise.all(members.map((member) => directory.find(member.professionalId))),
        booking.appointmentsByIds(calls.map((call) => call.id)),
      ]);
      return homeTeamRoles.map((role) => {
        const member = members.find((candidate) => candidate.role === role);
        const professional = professionals.find((candidate) => candidate?.id === member?.professionalId);
        if (!member || !professional) return { role, professional: null, added_at: null, appointments: [] };
        return {
          role,
          professional,
          added_at: member.addedAt.toISOString(),
          appointments: rows.filter((call) => call.professional_detail_id === member.professionalId),
        };
      });
    },

    /**
     * The people whose names match what the buyer typed, to invite to a call: their home team
     * first, then their Microsoft contacts, each address once.
     */
    async peopleNamed(userId: number, name: string): Promise<PersonFound[]> {
      const [members, microsoft] = await Promise.all([
        homeTeams.homeTeam(userId),
        calendars.microsoftPeopleNamed(userId, name, PEOPLE_FOUND_MAX),
      ]);
      const team = await directory.contacts(members.map((member) => member.professionalId));
      return peopleFound([
        team
          .filter((person) => nameMatches(name, person))
          .map((person) => ({ name: person.name, email: person.email, source: 'home_team' as const })),
        microsoft.map((person) => ({ ...person, source: 'microsoft' as const })),
      ]);
    },

    /** Puts a professional on the team in their role, replacing whoever held it. */
    async setHomeTeamMember(userId: number, role: ProfessionalKind, professionalId: number) {
      const professional = await directory.find(professionalId);
      if (!professional) throw invalidInput({ professional_detail_id: ['There is no such professional.'] });
      if (professional.kind !== role) {
        const is = homeTeamRoleLabels[professional.kind].toLowerCase();
        const wanted = homeTeamRoleLabels[role].toLowerCase();
        throw invalidInput({
          professional_detail_id: [`${professional.name} is a ${is}, not a ${wanted}: choose a ${wanted}.`],
        });
      }
      await homeTeams.setHomeTeamMember(userId, role, professionalId);
      return this.homeTeam(userId);
    },

    async removeHomeTeamMember(userId: number, role: ProfessionalKind) {
      await homeTeams.removeHomeTeamMember(userId, role);
      return this.homeTeam(userId);
    },

    /**
     * The participating lenders of the programs in the buyer's wallet: those serving the buyer's
     * state first, then those in more of the wallet's programs.
     */
    async pals(userId: number): Promise<Pal[]> {
      const wallet = await wizard.walletPrograms(userId);
      if (!wallet) return [];
      const { state, programs: walletPrograms } = wallet;
      const [lenders, team] = await Promise.all([
        directory.list({
          programIds: walletPrograms.map((program) => program.id),
          kind: 'lender',
          state,
        }),
        homeTeams.homeTeam(userId),
      ]);
      const pals: Pal[] = lenders.map((professional) => ({
        professional,
        wallet_programs: walletPrograms.filter((program) => professional.programs.some((own) => own.id === program.id)),
        in_your_state: professional.states_served.includes(state),
        on_home_team: team.some((member) => member.professionalId === professional.id),
      }));
      return pals.sort(
        (a, b) =>
          Number(b.in_your_state) - Number(a.in_your_state) || b.wallet_programs.length - a.wallet_programs.length,
      );
    },
  };
}

export type HomeTeamService = ReturnType<typeof homeTeamService>;
