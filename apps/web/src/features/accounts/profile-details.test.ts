import { type Profile, type ProfileField, profileFieldsOf } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import {
  type ProfileDetailsValues,
  profileDetailsChanges,
  profileDetailsSchema,
  profileDetailsValues,
  profileFieldsFor,
  registrationFields,
} from './profile-details';

const filledIn: ProfileDetailsValues = {
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '1990-04-12',
  current_state: 'TX',
  where_did_you_here_about_us: 'Friend or family',
  mobile_number: '(512) 555-0142',
};

const buyerFields = profileFieldsOf.buyer;
const professionalFields = profileFieldsOf.professional;

function problemsOf(fields: readonly ProfileField[], values: ProfileDetailsValues) {
  const result = profileDetailsSchema(fields).safeParse(values);
  const problems: Record<string, string> = {};
  // A field shows its first problem, as the form does.
  for (const issue of result.success ? [] : result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

describe('the registration fields', () => {
  it('accepts a filled-in form, and one that does not say where they heard about us', () => {
    expect(problemsOf(registrationFields, filledIn)).toEqual({});
    expect(problemsOf(registrationFields, { ...filledIn, where_did_you_here_about_us: '' })).toEqual({});
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
    expect(problemsOf(registrationFields, { ...filledIn, [field]: value })[field]).toBe(message);
  });
});

describe("a buyer's profile fields", () => {
  it.each([
    ['', true],
    ['(512) 555-0142', true],
    ['+1 512 555 0142', true],
    ['555-0142', false],
  ])('mobile number "%s" accepted: %s', (mobileNumber, accepted) => {
    const problems = problemsOf(buyerFields, { ...filledIn, mobile_number: mobileNumber });
    expect(problems.mobile_number === undefined).toBe(accepted);
  });
});

describe('profileDetailsChanges', () => {
  it('sends the fields as typed, and a mobile number only where the form asks for one', () => {
    expect(profileDetailsChanges(filledIn, buyerFields)).toEqual({ ...filledIn });
    const { mobile_number: _, ...withoutMobile } = filledIn;
    expect(profileDetailsChanges(filledIn, registrationFields)).toEqual(withoutMobile);
  });

  it('clears an unanswered "where did you hear about us" and keeps the registered mobile number when left empty', () => {
    expect(
      profileDetailsChanges({ ...filledIn, where_did_you_here_about_us: '', mobile_number: ' ' }, buyerFields),
    ).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      date_of_birth: '1990-04-12',
      current_state: 'TX',
      where_did_you_here_about_us: null,
    });
  });
});

describe("a professional's profile fields", () => {
  it('are their name and mobile number, checked without a date of birth or a state', () => {
    expect(professionalFields).toEqual(['first_name', 'last_name', 'mobile_number']);
    expect(problemsOf(professionalFields, { ...filledIn, date_of_birth: '', current_state: '' })).toEqual({});
    expect(problemsOf(professionalFields, { ...filledIn, first_name: '' })).toEqual({
      first_name: 'Enter your first name.',
    });
  });

  it("send nothing of a buyer's answers, even when the account has some from before", () => {
    expect(profileDetailsChanges(filledIn, professionalFields)).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      mobile_number: '(512) 555-0142',
    });
  });
});

describe('profileFieldsFor', () => {
  it.each([
    ['buyer', buyerFields],
    ['professional', professionalFields],
    ['admin', ['first_name', 'last_name', 'mobile_number']],
  ] as const)('gives a %s the fields of their role', (role, fields) => {
    expect(profileFieldsFor({ role } as Profile)).toEqual(fields);
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
