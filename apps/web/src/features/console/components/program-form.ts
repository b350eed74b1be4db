/** The program form's values and the form itself, shared by the editor's small forms. */
import type { CatalogueProgram, ProgramScope } from '@hbw/contract';
import type { UseFormReturnType } from '@mantine/form';

export type ProgramFormValues = { scope: ProgramScope; program: CatalogueProgram };
export type ProgramForm = UseFormReturnType<ProgramFormValues>;
/** A path into the values, as the form names fields and the server names its 422 errors: `program.benefit.amount`. */
export type FieldPath = Parameters<ProgramForm['getInputProps']>[0];

/**
 * What the form checks before it sends, the server's own schema (the same messages on the same
 * fields), loaded at the first check as every form's is (decision 037).
 */
export const loadProgramFormSchema = () =>
  import('@hbw/contract').then((contract) => contract.consoleProgramCreateBody.pick({ scope: true, program: true }));

/** A new program: a grant in no state yet, with the rules every program has. */
export const blankProgram = (): ProgramFormValues => ({
  scope: 'TX',
  program: {
    slug: '',
    name: '',
    administrator: '',
    type: 'grant',
    summary: '',
    description: '',
    amountSummary: '',
    benefit: { kind: 'fixed', amount: 0 },
    income: { kind: 'income_limit_unknown' },
    firstMortgage: { lender: 'any' },
    stacking: { combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false },
    notCombinableWith: [],
    eligibility: [{ kind: 'primary_residence' }],
    fundingStatus: 'open',
    confidence: 'A',
    sourceUrl: '',
    sources: [],
    lastChecked: new Date().toISOString().slice(0, 10),
  },
});
