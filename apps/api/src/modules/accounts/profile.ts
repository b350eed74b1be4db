import type { Profile } from '@hbw/contract';
import type { User } from './repository.ts';

/** The profile as docs/product.md section 10 names its fields. */
export function toProfile(user: User): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    mobile_number: user.mobileNumber,
    microsoft_email: user.microsoftEmail,
    // The first session is the one registration opens; every later sign-in adds one.
    is_first_login: user.signInCount <= 1,
    hasQuestion: user.questionnaireCompletedAt !== null,
    role: user.role,
    has_password: user.passwordHash !== null,
    time_zone: user.timeZone,
    user_information: {
      photo: user.photo,
      where_did_you_here_about_us: user.whereDidYouHearAboutUs,
      current_state: user.currentState,
      date_of_birth: user.dateOfBirth,
      status: user.registrationCompletedAt ? 'completed' : null,
    },
  };
}

/** Registration is complete once the stepper's required answers are all there. */
export function registrationIsComplete(user: User): boolean {
  return Boolean(user.firstName && user.lastName && user.dateOfBirth && user.currentState);
}
