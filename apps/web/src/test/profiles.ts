/** A buyer's profile as `GET wizard-tool/profile` answers it, with the fields that decide routing. */
import type { Profile } from '@hbw/contract';

export function buyerProfile(routing: {
  hasQuestion: boolean;
  is_first_login: boolean;
  status: string | null;
  /** Texas unless given. */
  current_state?: string | null;
}): Profile {
  return {
    id: 1,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    mobile_number: null,
    microsoft_email: null,
    is_first_login: routing.is_first_login,
    hasQuestion: routing.hasQuestion,
    role: 'buyer',
    has_password: true,
    time_zone: null,
    user_information: {
      photo: null,
      where_did_you_here_about_us: null,
      current_state: routing.current_state === undefined ? 'TX' : routing.current_state,
      date_of_birth: null,
      status: routing.status,
    },
  };
}
