/**
 * Programs as the console writes them: in the catalogue file's shape (`CatalogueProgram`),
 * with where each is offered and whether buyers see it, and the catalogue written back as its files
 * so that console staff can commit what they changed (decision 028). Takes the caller's `Database`, so
 * that the console can write its audit row in the same transaction.
 */
import {
  type CatalogueFile,
  type CatalogueFiles,
  type CatalogueProgram,
  type ConsoleProgram,
  catalogueProgramSchema,
  type EligibilityRule,
  incomeRuleKinds,
  type ProgramOrigin,
  type ProgramScope,
  type ProgramStatus,
} from '@hbw/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators, programs } from '../../db/schema/index.ts';
import { invalidInput } from '../../lib/http-error.ts';

type ProgramRow = typeof programs.$inferSelect;

const isIncomeRule = (rule: EligibilityRule) => (incomeRuleKinds as readonly string[]).includes(rule.kind);

function originOf(row: ProgramRow): ProgramOrigin {
  if (row.editedInConsoleAt) return row.catalogueHash === null ? 'console' : 'edited';
  return 'file';
}

/** The row as its catalogue file writes it: the income rule apart, the defaults left out. */
function catalogueProgramOf(row: ProgramRow, administratorSlug: string): CatalogueProgram {
  const income = row.eligibility.find(isIncomeRule);
  // Every program is validated with its one income rule on the way in, from the files or the console.
  if (!income) throw new Error(`Program ${row.slug} has no income rule.`);
  return catalogueProgramSchema.parse({
    slug: row.slug,
    name: row.name,
    administrator: administratorSlug,
    type: row.type,
    summary: row.summary,
    description: row.description,
    amountSummary: row.amountSummary,
    benefit: row.benefit,
    income,
    firstMortgage: row.firstMortgage,
    stacking: row.stacking,
    notCombinableWith: row.notCombinableWith,
    eligibility: row.eligibility.filter((rule) => rule !== income),
    fundingStatus: row.fundingStatus,
    confidence: row.confidence,
    toConfirm: row.toConfirm ?? undefined,
    sourceUrl: row.sourceUrl,
    sources: row.sources,
    lastChecked: row.lastChecked,
  });
}

function consoleProgramOf(row: ProgramRow, administratorSlug: string): ConsoleProgram {
  return {
    id: row.id,
    status: row.status,
    scope: (row.state ?? 'national') as ProgramScope,
    origin: originOf(row),
    program: catalogueProgramOf(row, administratorSlug),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type ProgramChange = { scope?: ProgramScope; status?: ProgramStatus; program?: CatalogueProgram };

export function programEditing(db: Database) {
  /** The administrator's id, and the programs a program names, checked: each problem on its field. */
  async function resolve(program: CatalogueProgram, selfSlug?: string) {
    const [administrator] = await db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.slug, program.administrator));
    const named = [...new Set([...program.notCombinableWith, ...program.stacking.combinableWith])];
    const known = named.length
      ? new Set(
          (await db.select({ slug: programs.slug }).from(programs).where(inArray(programs.slug, named))).map(
            (row) => row.slug,
          ),
        )
      : new Set<string>();
    const errors: Record<string, string[]> = {};
    if (!administrator) errors['program.administrator'] = [`There is no administrator ${program.administrator}.`];
    const unknown = (slugs: string[]) => slugs.filter((slug) => !known.has(slug) && slug !== selfSlug);
    const unknownExclusions = unknown(program.notCombinableWith);
    if (unknownExclusions.length) {
      errors['program.notCombinableWith'] = [`There is no program ${unknownExclusions.join(', ')}.`];
    }
    const unknownPartners = unknown(program.stacking.combinableWith);
    if (unknownPartners.length) {
      errors['program.stacking.combinableWith'] = [`There is no program ${unknownPartners.join(', ')}.`];
    }
    if (!administrator || Object.keys(errors).length) throw invalidInput(errors);
    return administrator.id;
  }

  function columnsOf(program: CatalogueProgram, administratorId: number) {
    const { administrator: _slug, income, eligibility, toConfirm, ...facts } = program;
    return { ...facts, administratorId, eligibility: [income, ...eligibility], toConfirm: toConfirm ?? null };
  }

  async function withAdministrator(row: ProgramRow): Promise<ConsoleProgram> {
    const [administrator] = await db
      .select({ slug: administrators.slug })
      .from(administrators)
      .where(eq(administrators.id, row.administratorId));
    if (!administrator) throw new Error(`Program ${row.slug} has no administrator.`);
    return consoleProgramOf(row, administrator.slug);
  }

  return {
    /** The program as the console edits it, locked until the transaction ends when `forUpdate`. */
    async find(
      id: number,
      { forUpdate = false } = {},
    ): Promise<{ row: ProgramRow; program: ConsoleProgram } | undefined> {
      const query = db.select().from(programs).where(eq(programs.id, id));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row && { row, program: await withAdministrator(row) };
    },

    async create({ scope, status, program }: Required<ProgramChange>): Promise<ConsoleProgram> {
      const administratorId = await resolve(program, program.slug);
      const [taken] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, program.slug));
      if (taken) throw invalidInput({ 'program.slug': [`A program with the slug ${program.slug} exists.`] });
      const [row] = await db
        .insert(programs)
        .values({
          ...columnsOf(program, administratorId),
          state: scope === 'national' ? null : scope,
          status,
          editedInConsoleAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('Inserting a program returned nothing.');
      return withAdministrator(row);
    },

    /** A change of content marks the program as edited in the console; a change of status alone does not. */
    async update(current: ProgramRow, change: ProgramChange): Promise<ConsoleProgram> {
      const content = change.program;
      if (content && content.slug !== current.slug && current.catalogueHash !== null) {
        throw invalidInput({
          'program.slug': ['A program of the catalogue files keeps its slug: the files know it by it.'],
        });
      }
      if (content && content.slug !== current.slug) {
        const [taken] = await db
          .select({ id: programs.id })
          .from(programs)
          .where(and(eq(programs.slug, content.slug), ne(programs.id, current.id)));
        if (taken) throw invalidInput({ 'program.slug': [`A program with the slug ${content.slug} exists.`] });
      }
      const contentChanged = content !== undefined || change.scope !== undefined;
      const [row] = await db
        .update(programs)
        .set({
          ...(content ? columnsOf(content, await resolve(content, content.slug)) : {}),
          ...(change.scope ? { state: change.scope === 'national' ? null : change.scope } : {}),
          ...(change.status ? { status: change.status } : {}),
          ...(contentChanged ? { editedInConsoleAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(programs.id, current.id))
        .returning();
      if (!row) throw new Error(`Updating program ${current.id} returned nothing.`);
      return withAdministrator(row);
    },

    /**
     * The catalogue as its files (content/programs/<state>.json, national.json), in the files' format:
     * what console staff commit so that the files hold the console's edits. Drafts are not in the
     * catalogue yet, so they stay out; the files carry no status.
     */
    async catalogueFiles(): Promise<CatalogueFiles['files']> {
      const [rows, agencies] = await Promise.all([
        db.select().from(programs).where(ne(programs.status, 'draft')).orderBy(asc(programs.id)),
        db.select().from(administrators).orderBy(asc(administrators.id)),
      ]);
      const slugOf = new Map(agencies.map((agency) => [agency.id, agency.slug]));
      const scopes = [...new Set(rows.map((row) => (row.state ?? 'national') as ProgramScope))].sort();
      return scopes.map((scope) => {
        const state = scope === 'national' ? null : scope;
        const catalogue = {
          scope,
          administrators: agencies
            .filter((agency) => agency.state === state)
            .map(({ slug, name, shortName, website, contactEmail }) => ({
              slug,
              name,
              shortName,
              website,
              contactEmail,
            })),
          programs: rows
            .filter((row) => row.state === state)
            .map((row) => catalogueProgramOf(row, slugOf.get(row.administratorId) ?? '')),
        } satisfies CatalogueFile;
        return { name: `${scope.toLowerCase()}.json`, catalogue };
      });
    },
  };
}
