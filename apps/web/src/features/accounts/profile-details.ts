/**
 * What the profile forms ask for and how they check it. Which fields a form shows comes from the
 * contract's `profileFieldsOf` (the role's fields, which the server also holds a change to): a buyer's
 * profile page asks for name, date of birth, home state, mobile number and where they heard about us,
 * a professional's or an administrator's for name and mobile number. The registration stepper asks a
 * buyer for their fields but the mobile number, which they gave at sign-up.
 */
import {
  dateOfBirthField,
  heardAboutUsOptions,
  mobileNumberField,
  type Profile,
  type ProfileField,
  profileFieldsOf,
  usStateCodes,
} from '@hbw/contract';
import { z } from 'zod';
import type { ProfileChanges } from './api/update-profile';

const name = (what: string) => z.string().trim().min(1, `Enter your ${what}.`).max(100, 'Use at most 100 characters.');

/** Every field a profile form may show, as its input's text; a form checks the ones it shows. */
export const profileDetailsInput = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  date_of_birth: dateOfBirthField,
  current_state: z.enum(usStateCodes, { error: 'Choose the state you live in.' }),
  where_did_you_here_about_us: z.union([z.literal(''), z.enum(heardAboutUsOptions)], {
    error: 'Choose one of the listed answers.',
  }),
  mobile_number: z.union([z.literal(''), mobileNumberField]),
});

/** The form's values: every field as the text of its input. */
export type ProfileDetailsValues = Record<ProfileField, string>;

/** The fields of the registration stepper: a buyer's, but the mobile number they signed up with. */
export const registrationFields = profileFieldsOf.buyer.filter((field) => field !== 'mobile_number');

/** The fields the profile page shows this profile: those its role keeps. */
export function profileFieldsFor(profile: Profile): readonly ProfileField[] {
  return profileFieldsOf[profile.role];
}

/** The check of a form showing these fields; the others are not looked at. */
export function profileDetailsSchema(fields: readonly ProfileField[]) {
  return profileDetailsInput.pick(
    Object.fromEntries(fields.map((field) => [field, true])) as Record<ProfileField, true>,
  );
}

export function profileDetailsValues(profile: Profile): ProfileDetailsValues {
  const about = profile.user_information;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    date_of_birth: about.date_of_birth ?? '',
    current_state: about.current_state ?? '',
    where_did_you_here_about_us: about.where_did_you_here_about_us ?? '',
    mobile_number: profile.mobile_number ?? '',
  };
}

/**
 * The changes to send, of the fields the form shows only: an unanswered "where did you hear about us"
 * is cleared, and a mobile number is sent only when one is given (an account keeps the one it
 * registered with).
 */
export function profileDetailsChanges(
  values: ProfileDetailsValues,
  fields: readonly ProfileField[],
): NonNullable<ProfileChanges['fields']> {
  const changes: NonNullable<ProfileChanges['fields']> = {};
  for (const field of fields) {
    const value = values[field];
    if (field === 'where_did_you_here_about_us') changes[field] = value === '' ? null : value;
    else if (field !== 'mobile_number' || value.trim() !== '') changes[field] = value;
  }
  return changes;
}
