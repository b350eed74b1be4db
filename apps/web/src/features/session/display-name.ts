import type { Profile } from '@hbw/contract';

/** How the app names the signed-in buyer: first and last name, or the email address before they are known. */
export function displayName(profile: Profile): string {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return name || profile.email;
}
