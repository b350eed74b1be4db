/**
 * What the profile forms ask for and how they check it: the stepper and the profile page both need
 * first and last name, date of birth and current state (together they complete the registration);
 * where the buyer heard about us stays optional, as does a mobile number on the profile page.
 */
import { dateOfBirthField, heardAboutUsOptions, mobileNumberField, type Profile, usStateCodes } from '@hbw/contract';
import { z } from 'zod';
import type { ProfileChanges } from './api/update-profile';

const name = (what: string) => z.string().trim().min(1, `Enter your ${what}.`).max(100, 'Use at most 100 characters.');

export const registrationDetailsInput = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  date_of_birth: dateOfBirthField,
  current_state: z.enum(usStateCodes, { error: 'Choose the state you live in.' }),
  where_did_you_here_about_us: z.union([z.literal(''), z.enum(heardAboutUsOptions)], {
    error: 'Choose one of the listed answers.',
  }),
});

export const profileDetailsInput = registrationDetailsInput.extend({
  mobile_number: z.union([z.literal(''), mobileNumberField]),
});

/** The form's values: every field as the text of its input. */
export type ProfileDetailsValues = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  current_state: string;
  where_did_you_here_about_us: string;
  mobile_number: string;
};

export const profileDetailFields = [
  'first_name',
  'last_name',
  'date_of_birth',
  'current_state',
  'where_did_you_here_about_us',
  'mobile_number',
] as const satisfies readonly (keyof ProfileDetailsValues)[];

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
 * The changes to send: an unanswered "where did you hear about us" is cleared, and a mobile number
 * is sent only when one is given (an account keeps the one it registered with).
 */
export function profileDetailsChanges(
  values: ProfileDetailsValues,
  withMobileNumber: boolean,
): ProfileChanges['fields'] {
  const { mobile_number, where_did_you_here_about_us, ...required } = values;
  return {
    ...required,
    where_did_you_here_about_us: where_did_you_here_about_us === '' ? null : where_did_you_here_about_us,
    ...(withMobileNumber && mobile_number.trim() !== '' ? { mobile_number } : {}),
  };
}
