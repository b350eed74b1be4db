/**
 * Programs in the console: created and edited in the catalogue file's shape, published and
 * paused, previewed on sample households before a change reaches buyers, and the catalogue exported
 * as its files and imported from them (decision 028). Every change runs in one transaction with its
 * audit row; the programs are reached through their module's front door, on that transaction.
 */
import {
  type AuditAction,
  type CatalogueFiles,
  type CatalogueImportAnswer,
  type CatalogueProgram,
  type ConsoleProgram,
  type ConsoleProgramPreview,
  defaultSampleHouseholds,
  type ProgramScope,
  type ProgramStatus,
  type ProgramVerdict,
  type SampleHousehold,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { invalidInput, notFound } from '../../lib/http-error.ts';
import { importCatalogue, type ProgramChange, programEditing } from '../programs/index.ts';
import { engineProgramOf, type WizardService } from '../wizard/index.ts';
import { type Actor, auditRepository } from './audit.ts';

type Deps = {
  db: Database;
  /** The eligibility engine, run on sample households for a preview. */
  wizard: Pick<WizardService, 'verdicts'>;
};

/** What the log keeps of a program: what console staff change. */
const logged = ({ status, scope, program }: ConsoleProgram) => ({ status, scope, program });

const statusActions: Partial<Record<ProgramStatus, AuditAction>> = {
  published: 'program.publish',
  paused: 'program.pause',
};

export function consoleProgramService({ db, wizard }: Deps) {
  async function program(id: number): Promise<ConsoleProgram> {
    const found = await programEditing(db).find(id);
    if (!found) throw notFound('There is no such program.');
    return found.program;
  }

  return {
    program,

    async createProgram(actor: Actor, change: Required<ProgramChange>): Promise<ConsoleProgram> {
      return db.transaction(async (tx) => {
        const created = await programEditing(tx).create(change);
        await auditRepository(tx).record(actor, {
          action: 'program.create',
          objectKind: 'program',
          objectId: created.id,
          before: null,
          after: logged(created),
        });
        return created;
      });
    },

    /** A change of content is `program.update`; publishing or pausing alone says so in the log. */
    async updateProgram(actor: Actor, id: number, change: ProgramChange): Promise<ConsoleProgram> {
      return db.transaction(async (tx) => {
        const programs = programEditing(tx);
        const found = await programs.find(id, { forUpdate: true });
        if (!found) throw notFound('There is no such program.');
        const after = await programs.update(found.row, change);
        const statusOnly = change.program === undefined && change.scope === undefined;
        await auditRepository(tx).record(actor, {
          action: (statusOnly && change.status && statusActions[change.status]) || 'program.update',
          objectKind: 'program',
          objectId: id,
          before: logged(found.program),
          after: logged(after),
        });
        return after;
      });
    },

    /**
     * The engine on each household, for the program as stored (before) and as the change would make
     * it (after); the households of the program's place unless the staff member gives their own.
     */
    async previewProgram(
      id: number,
      change: { scope?: ProgramScope; program?: CatalogueProgram; households?: SampleHousehold[] },
    ): Promise<ConsoleProgramPreview> {
      const stored = await program(id);
      const scope = change.scope ?? stored.scope;
      const households = change.households ?? defaultSampleHouseholds(scope);
      const answers = households.map((household) => household.answers);
      const [before, after] = await Promise.all([
        wizard.verdicts(engineProgramOf(id, stored.scope, stored.program), answers),
        wizard.verdicts(engineProgramOf(id, scope, change.program ?? stored.program), answers),
      ]);
      return {
        // One verdict per household, in their order, from each run.
        households: households.map((household, index) => ({
          ...household,
          before: before[index] as ProgramVerdict,
          after: after[index] as ProgramVerdict,
        })),
      };
    },

    async exportCatalogue(): Promise<CatalogueFiles> {
      return { files: await programEditing(db).catalogueFiles() };
    },

    /** The files imported as the start-up import does: in one transaction with its audit row, or refused whole. */
    async importCatalogue(actor: Actor, { files }: CatalogueFiles): Promise<CatalogueImportAnswer> {
      return db.transaction(async (tx) => {
        const { refused, ...report } = await importCatalogue(
          tx,
          files.map(({ name, catalogue }) => ({ file: name, catalogue })),
        );
        if (refused.length) throw invalidInput({ files: refused });
        await auditRepository(tx).record(actor, {
          action: 'program.import',
          objectKind: 'catalogue',
          objectId: files.map((file) => file.name).join(', '),
          before: null,
          after: report,
        });
        return report;
      });
    },
  };
}

export type ConsoleProgramService = ReturnType<typeof consoleProgramService>;
