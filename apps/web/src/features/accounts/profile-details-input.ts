/**
 * How the profile forms check the fields they show. The form loads this module at its first check,
 * not with its page: it builds its schema from zod and the contract's fields (decision 037).
 */
import {
  dateOfBirthField,
  heardAboutUsOptions,
  mobileNumberField,
  type ProfileField,
  usStateCodes,
} from '@hbw/contract';
import { z } from 'zod';

const name = (what: string) => z.string().trim().min(1, `Enter your ${what}.`).max(100, 'Use at most 100 characters.');

/** Every field a profile form may show, as its input's text; a form checks the ones it shows. */
const profileDetailsInput = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  date_of_birth: dateOfBirthField,
  current_state: z.enum(usStateCodes, { error: 'Choose the state you live in.' }),
  where_did_you_here_about_us: z.union([z.literal(''), z.enum(heardAboutUsOptions)], {
    error: 'Choose one of the listed answers.',
  }),
  mobile_number: z.union([z.literal(''), mobileNumberField]),
});

/** The check of a form showing these fields; the others are not looked at. */
export function profileDetailsSchema(fields: readonly ProfileField[]) {
  return profileDetailsInput.pick(
    Object.fromEntries(fields.map((field) => [field, true])) as Record<ProfileField, true>,
  );
}
