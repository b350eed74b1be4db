/**
 * The links of visitors' headers and of the footer, in the words of docs/product.md section 9; a signed-in
 * role's links are its shell's (config/role-shells.ts). Where they are shown as plain links, the class
 * `mantine-focus-auto` gives them Mantine's focus ring.
 */
import { paths } from '@/config/paths';
import type { NavigationLink } from '@/config/role-shells';

/** Signed out: what a visitor can read before signing in. */
export const visitorLinks: readonly NavigationLink[] = [
  { label: 'How it works', to: paths.gettingStarted },
  { label: 'Roadmap', to: paths.roadmap },
  { label: 'Pricing', to: paths.pricing },
];

export const signInLink: NavigationLink = { label: 'Sign in', to: paths.login };

/** The footer's links (docs/product.md section 9). */
export const footerLinks: readonly NavigationLink[] = [
  { label: 'HOME', to: paths.gettingStarted },
  { label: 'GET MONEY', to: paths.playground },
  { label: 'ABOUT', to: paths.roadmap },
  { label: 'LOGIN', to: paths.professionals },
];
