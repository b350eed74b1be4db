/**
 * Brings the catalogue's data files into the database: administrators and programs are matched by
 * slug, created when new, updated when a fact changed and left alone otherwise, so importing the same
 * files twice changes nothing. One transaction: a refused import writes nothing at all. A program or
 * an administrator edited in the console since is never overwritten (decisions 028 and 029): when
 * its file changed, the import reports it as kept, until the file says what the console says.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type AdministratorFileValues, administrators, programs } from '../../db/schema/index.ts';
import type { LoadedCatalogueFile } from './catalogue-files.ts';

export type CatalogueImportReport = {
  created: string[];
  updated: string[];
  unchanged: number;
  /**
   * Administrators and programs console staff changed in the console since their file last wrote them:
   * left as they are, the file's change not applied.
   */
  kept: string[];
  /** Why the import was refused; when not empty, nothing was written. */
  refused: string[];
};

type NewProgram = typeof programs.$inferInsert;
type NewAdministrator = typeof administrators.$inferInsert;

/** JSON with its keys sorted, so that a jsonb column (which reorders keys) compares by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const programFields = [
  'name',
  'administratorId',
  'state',
  'type',
  'summary',
  'description',
  'amountSummary',
  'benefit',
  'eligibility',
  'notCombinableWith',
  'firstMortgage',
  'stacking',
  'fundingStatus',
  'confidence',
  'toConfirm',
  'sourceUrl',
  'sources',
  'lastChecked',
] as const;
const administratorFields = ['name', 'shortName', 'state', 'website', 'contactEmail'] as const;

/** What a file version made of a program, as a hash: whether the file changed since it was imported. */
function catalogueHashOf(wanted: NewProgram): string {
  const facts = programFields.map((field) => wanted[field] ?? null);
  return createHash('sha256').update(canonical(facts)).digest('hex');
}

function differs<T extends Record<string, unknown>>(
  fields: readonly (keyof T)[],
  stored: T,
  wanted: Partial<T>,
): boolean {
  return fields.some((field) => canonical(stored[field] ?? null) !== canonical(wanted[field] ?? null));
}

/**
 * An administrator whose fields no longer equal what its file last wrote was changed in the console
 * (or created there, with no file values at all): the console's edit is the truth now.
 */
export function editedInConsole(stored: typeof administrators.$inferSelect): boolean {
  return stored.fileValues === null || differs(administratorFields, stored, stored.fileValues);
}

/** Problems that span files: unknown administrators and programs, a slug listed twice. */
function crossCheck(
  files: readonly LoadedCatalogueFile[],
  storedAdministrators: ReadonlySet<string>,
  storedPrograms: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const fileOf = new Map<string, string>();
  const administratorSlugs = new Set(storedAdministrators);
  for (const { catalogue } of files) for (const { slug } of catalogue.administrators) administratorSlugs.add(slug);
  for (const { file, catalogue } of files) {
    for (const program of catalogue.programs) {
      const earlier = fileOf.get(program.slug);
      if (earlier) problems.push(`${file}: program ${program.slug} is also in ${earlier}.`);
      fileOf.set(program.slug, file);
    }
  }
  const known = (slug: string) => fileOf.has(slug) || storedPrograms.has(slug);
  for (const { file, catalogue } of files) {
    for (const program of catalogue.programs) {
      if (!administratorSlugs.has(program.administrator)) {
        problems.push(
          `${file}: program ${program.slug} field administrator: no administrator ${program.administrator} in the file or the catalogue.`,
        );
      }
      const named = [
        ...program.notCombinableWith.map((slug) => ['notCombinableWith', slug] as const),
        ...program.stacking.combinableWith.map((slug) => ['stacking.combinableWith', slug] as const),
      ];
      for (const [field, slug] of named) {
        if (!known(slug)) problems.push(`${file}: program ${program.slug} field ${field}: no program ${slug}.`);
      }
    }
  }
  return problems;
}

/** Imports validated files; `problems` from reading them refuse the whole import. */
export async function importCatalogue(
  db: Database,
  files: readonly LoadedCatalogueFile[],
  problems: readonly string[] = [],
): Promise<CatalogueImportReport> {
  const report: CatalogueImportReport = { created: [], updated: [], unchanged: 0, kept: [], refused: [...problems] };
  await db.transaction(async (tx) => {
    const storedAdministrators = await tx.select().from(administrators);
    const slugs = files.flatMap(({ catalogue }) => catalogue.programs.map((program) => program.slug));
    const storedPrograms = await tx.select().from(programs);
    report.refused.push(
      ...crossCheck(
        files,
        new Set(storedAdministrators.map((row) => row.slug)),
        new Set(storedPrograms.map((row) => row.slug)),
      ),
    );
    if (report.refused.length > 0) return;

    const administratorId = new Map(storedAdministrators.map((row) => [row.slug, row.id]));
    const administratorBySlug = new Map(storedAdministrators.map((row) => [row.slug, row]));
    for (const { catalogue } of files) {
      const state = catalogue.scope === 'national' ? null : catalogue.scope;
      for (const { slug, ...entry } of catalogue.administrators) {
        const fileValues: AdministratorFileValues = { ...entry, state };
        const wanted: NewAdministrator = { slug, ...fileValues, fileValues };
        const stored = administratorBySlug.get(slug);
        if (!stored) {
          const [row] = await tx.insert(administrators).values(wanted).returning();
          if (!row) throw new Error(`Inserting administrator ${slug} returned nothing.`);
          administratorId.set(row.slug, row.id);
          administratorBySlug.set(row.slug, row);
          report.created.push(`administrator ${slug}`);
        } else if (!differs(administratorFields, stored, wanted)) {
          // The console's edit and the file agree (console staff committed the export): the file leads
          // again, as for programs, so its next change is applied.
          if (stored.fileValues === null || differs(administratorFields, stored.fileValues, fileValues)) {
            await tx.update(administrators).set({ fileValues }).where(eq(administrators.slug, slug));
          }
        } else if (editedInConsole(stored)) {
          // The console's edit wins over the file until the two say the same again (decision 029).
          report.kept.push(`administrator ${slug}`);
        } else {
          const [row] = await tx.update(administrators).set(wanted).where(eq(administrators.slug, slug)).returning();
          if (row) administratorBySlug.set(row.slug, row);
          report.updated.push(`administrator ${slug}`);
        }
      }
    }

    const storedBySlug = new Map(
      storedPrograms.filter((row) => slugs.includes(row.slug)).map((row) => [row.slug, row]),
    );
    for (const { catalogue } of files) {
      const state = catalogue.scope === 'national' ? null : catalogue.scope;
      for (const { administrator, income, eligibility, toConfirm, ...program } of catalogue.programs) {
        const wanted: NewProgram = {
          ...program,
          state,
          administratorId: administratorId.get(administrator) ?? 0,
          eligibility: [income, ...eligibility],
          toConfirm: toConfirm ?? null,
        };
        const catalogueHash = catalogueHashOf(wanted);
        const stored = storedBySlug.get(program.slug);
        if (!stored) {
          await tx.insert(programs).values({ ...wanted, catalogueHash });
          report.created.push(program.slug);
        } else if (!differs(programFields, stored, wanted)) {
          // The console's edit and the file agree (console staff committed the export): the file leads again.
          if (stored.catalogueHash !== catalogueHash || stored.editedInConsoleAt) {
            await tx
              .update(programs)
              .set({ catalogueHash, editedInConsoleAt: null })
              .where(eq(programs.slug, program.slug));
          }
          report.unchanged += 1;
        } else if (!stored.editedInConsoleAt) {
          await tx
            .update(programs)
            .set({ ...wanted, catalogueHash, updatedAt: new Date() })
            .where(eq(programs.slug, program.slug));
          report.updated.push(program.slug);
        } else if (stored.catalogueHash === catalogueHash) {
          // The file is the version the console's edit started from: nothing new to apply.
          report.unchanged += 1;
        } else {
          report.kept.push(program.slug);
        }
      }
    }
  });
  return report;
}
