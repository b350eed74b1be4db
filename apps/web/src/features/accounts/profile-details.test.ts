import type { Profile } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import {
  type ProfileDetailsValues,
  profileDetailsChanges,
  profileDetailsInput,
  profileDetailsValues,
  registrationDetailsInput,
} from './profile-details';

const filledIn: ProfileDetailsValues = {
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '1990-04-12',
  current_state: 'TX',
  where_did_you_here_about_us: 'Friend or family',
  mobile_number: '(512) 555-0142',
};

function problemsOf(
  schema: typeof registrationDetailsInput | typeof profileDetailsInput,
  values: ProfileDetailsValues,
) {
  const result = schema.safeParse(values);
  const problems: Record<string, string> = {};
  // A field shows its first problem, as the form does.
  for (const issue of result.success ? [] : result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

describe('registrationDetailsInput', () => {
  it('accepts a filled-in form, and one that does not say where they heard about us', () => {
    expect(problemsOf(registrationDetailsInput, filledIn)).toEqual({});
    expect(problemsOf(registrationDetailsInput, { ...filledIn, where_did_you_here_about_us: '' })).toEqual({});
  });

  it.each([
    ['first_name', '  ', 'Enter your first name.'],
    ['last_name', '', 'Enter your last name.'],
    ['date_of_birth', '', 'Enter the date as YYYY-MM-DD.'],
    ['date_of_birth', '1990-02-30', 'Enter a real date.'],
    ['date_of_birth', `${new Date().getUTCFullYear() - 10}-01-01`, 'You must be 18 or older to use Homebuyer Wizard.'],
    ['current_state', '', 'Choose the state you live in.'],
    ['where_did_you_here_about_us', 'A billboard', 'Choose one of the listed answers.'],
  ] as const)('refuses %s "%s": %s', (field, value, message) => {
    expect(problemsOf(registrationDetailsInput, { ...filledIn, [field]: value })[field]).toBe(message);
  });
});

describe('profileDetailsInput', () => {
  it.each([
    ['', true],
    ['(512) 555-0142', true],
    ['+1 512 555 0142', true],
    ['555-0142', false],
  ])('mobile number "%s" accepted: %s', (mobileNumber, accepted) => {
    const problems = problemsOf(profileDetailsInput, { ...filledIn, mobile_number: mobileNumber });
    expect(problems.mobile_number === undefined).toBe(accepted);
  });
});

describe('profileDetailsChanges', () => {
  it('sends the fields as typed, and a mobile number only where the form asks for one', () => {
    expect(profileDetailsChanges(filledIn, true)).toEqual({ ...filledIn });
    const { mobile_number: _, ...withoutMobile } = filledIn;
    expect(profileDetailsChanges(filledIn, false)).toEqual(withoutMobile);
  });

  it('clears an unanswered "where did you hear about us" and keeps the registered mobile number when left empty', () => {
    expect(profileDetailsChanges({ ...filledIn, where_did_you_here_about_us: '', mobile_number: ' ' }, true)).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      date_of_birth: '1990-04-12',
      current_state: 'TX',
      where_did_you_here_about_us: null,
    });
  });
});

describe('profileDetailsValues', () => {
  it('fills the form from the profile, with empty text for what is not known yet', () => {
    const profile: Profile = {
      id: 7,
      first_name: null,
      last_name: null,
      email: 'ana@example.com',
      mobile_number: '+15125550142',
      microsoft_email: null,
      is_first_login: true,
      hasQuestion: false,
      role: 'buyer',
      has_password: false,
      time_zone: null,
      user_information: {
        photo: null,
        where_did_you_here_about_us: null,
        current_state: 'TX',
        date_of_birth: null,
        status: null,
      },
    };
    expect(profileDetailsValues(profile)).toEqual({
      first_name: '',
      last_name: '',
      date_of_birth: '',
      current_state: 'TX',
      where_did_you_here_about_us: '',
      mobile_number: '+15125550142',
    });
  });
});
