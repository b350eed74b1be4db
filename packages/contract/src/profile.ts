/** The signed-in user's profile, as `GET wizard-tool/profile` answers it (docs/product.md section 10). */
import { z } from 'zod';
import { roles } from './fields.ts';

export const userInformationSchema = z.object({
  photo: z.string().nullable(),
  where_did_you_here_about_us: z.string().nullable(),
  current_state: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** Set once the buyer completed registration (the stepper); empty before. */
  status: z.string().nullable(),
});

export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  microsoft_email: z.string().nullable(),
  is_first_login: z.boolean(),
  hasQuestion: z.boolean(),
  role: z.enum(roles),
  has_password: z.boolean(),
  /** The IANA zone the person reads times in (taken from the browser at sign-up); null until known. */
  time_zone: z.string().nullable(),
  user_information: userInformationSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET wizard-tool/session`: whether the caller is signed in, and as whom. */
export const sessionState = z.object({ signed_in: z.boolean(), profile: profileSchema.nullable() });
export type SessionState = z.infer<typeof sessionState>;
