/** Professionals: participating lenders (with an NMLS id) and experts (housing counselors, agents). */
import { z } from 'zod';
import { idField } from './fields.ts';

export const professionalKinds = ['lender', 'housing_counselor', 'real_estate_agent'] as const;
export type ProfessionalKind = (typeof professionalKinds)[number];

export const professionalKindLabels: Record<ProfessionalKind, string> = {
  lender: 'Participating lender',
  housing_counselor: 'Housing counselor',
  real_estate_agent: 'Real estate agent',
};

export const professionalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(professionalKinds),
  name: z.string(),
  company: z.string(),
  nmls_id: z.string().nullable(),
  states_served: z.array(z.string()),
  bio: z.string(),
  photo: z.string().nullable(),
  languages: z.array(z.string()),
  is_demo: z.boolean(),
  programs: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Professional = z.infer<typeof professionalSchema>;

export const professionalListQuery = z.object({
  program_id: idField.optional(),
  kind: z.enum(professionalKinds).optional(),
  state: z.string().length(2).toUpperCase().optional(),
});
