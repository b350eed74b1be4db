/**
 * The buyer's home team, one professional per role, with the calls booked with each; and My PALs,
 * the participating lenders of the programs in the buyer's wallet.
 */
import { z } from 'zod';
import { appointmentSchema } from './booking.ts';
import { idField } from './fields.ts';
import { professionalKindLabels, professionalKinds, professionalSchema } from './professionals.ts';

/** A home team holds one professional of each kind. */
export const homeTeamRoles = professionalKinds;
export const homeTeamRoleLabels = professionalKindLabels;

export const homeTeamParams = z.object({
  role: z.enum(homeTeamRoles, { error: 'Choose lender, housing_counselor or real_estate_agent.' }),
});
export const homeTeamBody = z.object({ professional_detail_id: idField });

export const homeTeamMemberSchema = z.object({
  role: z.enum(homeTeamRoles),
  /** Null while the buyer has not chosen anyone for this role. */
  professional: professionalSchema.nullable(),
  added_at: z.string().nullable(),
  /** The buyer's booked calls with this professional, soonest first. */
  appointments: z.array(appointmentSchema),
});
export type HomeTeamMember = z.infer<typeof homeTeamMemberSchema>;

/** Always the three roles, in the order of `homeTeamRoles`. */
export const homeTeamSchema = z.array(homeTeamMemberSchema);

export const palSchema = z.object({
  professional: professionalSchema,
  /** The programs of the buyer's wallet this lender originates. */
  wallet_programs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The lender serves the state the buyer wants to buy in. */
  in_your_state: z.boolean(),
  on_home_team: z.boolean(),
});
export type Pal = z.infer<typeof palSchema>;
