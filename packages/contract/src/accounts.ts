/**
 * The calls of accounts: registration with one-time codes or a password, sign-in, password reset
 * and change, the profile. Names and fields as in docs/product.md section 14.
 */
import { z } from 'zod';
import { emailField, fieldsValid, passwordField, type Role } from './fields.ts';
import { imageWidths } from './images.ts';
import { identityProviders } from './sign-in.ts';
import { timeZoneField } from './time-zones.ts';
import { usStateCodes } from './us-states.ts';

/** A US mobile number in any usual writing, kept as +1 and ten digits. */
export const mobileNumberField = z
  .string()
  .trim()
  .min(1, 'Enter your mobile number.')
  .max(30, 'Enter a US mobile number, like (555) 123-4567.')
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^(\+?1)?[2-9]\d{2}[2-9]\d{6}$/, 'Enter a US mobile number, like (555) 123-4567.'))
  .transform((digits) => `+1${digits.slice(-10)}`);

export const otpField = z
  .string()
  .min(1, 'Enter the 6-digit code we emailed you.')
  .regex(/^\d{6}$/, 'The code is the 6 digits we emailed you.');

/** What a one-time code is for; a code works only for the purpose it was asked for. */
export const otpPurposes = ['register', 'login'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const loginCheckerQuery = z.object({
  email: emailField,
  mobile_number: mobileNumberField.optional(),
});
export const LOGIN_CHECKER_TAKEN = 'Email or Mobile number is already registered.';

export const generateOtpBody = z.object({
  description: z.enum(otpPurposes, { error: 'Say what the code is for: register or login.' }),
  email: emailField,
});
export const generateOtpAnswer = z.object({ sent: z.literal(true), resend_after_seconds: z.number().int() });

/** The browser's zone, sent at sign-up; one this server does not know is left out, never refused. */
const signUpTimeZone = timeZoneField.optional().catch(undefined);

export const registerWithCodeBody = z.object({
  otp: otpField,
  email: emailField,
  mobile_number: mobileNumberField,
  time_zone: signUpTimeZone,
});

const newPassword = z
  .object({ password: passwordField, password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords are not the same.',
    when: fieldsValid('password', 'password_confirmation'),
  });

export const registerWithPasswordBody = z.object({ email: emailField, time_zone: signUpTimeZone }).and(newPassword);

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.').max(1024, 'That password is too long.'),
  otp: otpField.optional(),
});

export const loginWithCodeBody = z.object({ email: emailField, otp: otpField });

export const sessionAnswer = z.object({ token: z.string() });

/** `GET auth/providers`: the providers this installation is set up with, and its bot check. */
export const signInOptionsSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
  bot_check: z.object({ kind: z.enum(['off', 'recaptcha', 'altcha']), site_key: z.string().nullable() }),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** One of the account's passkeys, as `GET passkeys` lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
/** `GET auth/confirmation`: the provider sign-in waiting in this browser for its email to be proved. */
export const providerConfirmation = z.object({ provider: z.enum(identityProviders), email: z.string() });
/** `POST auth/confirmation`: the code mailed to that email. */
export const confirmProviderEmailBody = z.object({ otp: otpField });
export const confirmedProviderSignIn = sessionAnswer.extend({ return_to: z.string().nullable() });

export const verifyEmailBody = z.object({ email: emailField });

export const resetPasswordBody = z
  .object({ reset_password_token: z.string().min(1, 'This reset link is not complete.').max(200) })
  .and(newPassword);

export const changePasswordBody = z.object({ current_password: z.string().max(1024).optional() }).and(newPassword);

export const heardAboutUsOptions = [
  'Search engine',
  'Social media',
  'Friend or family',
  'Real estate agent',
  'Lender or loan officer',
  'Housing counselor',
  'Employer',
  'News or blog',
  'Other',
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A birth date as yyyy-MM-dd, of someone 18 to 120 years old. */
export const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Enter a real date.',
  )
  .refine((value) => {
    const age = (Date.now() - Date.parse(`${value}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
    return age >= 18 && age <= 120;
  }, 'You must be 18 or older to use Homebuyer Wizard.');

/** The fields of `POST wizard-tool/profile/update` (multipart or JSON); each may be left out. */
export const profileUpdateFields = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  mobile_number: mobileNumberField.optional(),
  where_did_you_here_about_us: z
    .enum(heardAboutUsOptions, { error: 'Choose one of the listed answers.' })
    .nullable()
    .optional(),
  current_state: z.enum(usStateCodes, { error: 'Choose a state.' }).nullable().optional(),
  date_of_birth: dateOfBirthField.nullable().optional(),
  time_zone: timeZoneField.nullable().optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;
/** The fields of the profile's details, which differ by role; every account keeps a time zone, set on its own. */
export type ProfileField = Exclude<keyof ProfileUpdateFields, 'time_zone'>;

/**
 * The profile fields each role keeps, the one definition the server checks a change against and the
 * profile page builds its form from. Date of birth, home state and where they heard about us are a home
 * buyer's answers (registration and eligibility need them); a professional's or an administrator's
 * account keeps a name and a phone number.
 */
export const profileFieldsOf = {
  buyer: ['first_name', 'last_name', 'date_of_birth', 'current_state', 'mobile_number', 'where_did_you_here_about_us'],
  professional: ['first_name', 'last_name', 'mobile_number'],
  admin: ['first_name', 'last_name', 'mobile_number'],
} as const satisfies Record<Role, readonly ProfileField[]>;

/** The fields of a change that the role's account does not keep: the server refuses each with 422. */
export function fieldsNotKeptBy(
  role: Role,
  fields: Partial<Record<keyof ProfileUpdateFields, unknown>>,
): ProfileField[] {
  const kept: readonly ProfileField[] = profileFieldsOf[role];
  return (Object.keys(fields) as (keyof ProfileUpdateFields)[]).filter(
    (field): field is ProfileField => field !== 'time_zone' && fields[field] !== undefined && !kept.includes(field),
  );
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const imageQuery = z.object({
  url: z.string().min(1).max(300),
  width: z.coerce
    .number()
    .int()
    .refine((width) => imageWidths.includes(width), `Width must be one of ${imageWidths.join(', ')}.`)
    .optional(),
  quality: z.coerce.number().int().min(1).max(100).default(100),
});
