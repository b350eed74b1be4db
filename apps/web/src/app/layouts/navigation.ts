/**
 * The links of the header, the menu panel and the side navigation, in the words of the specification.
 * Where they are drawn as plain links, the class `mantine-focus-auto` gives them Mantine's focus ring.
 */
import { paths } from '@/config/paths';

export type NavigationLink = { label: string; to: string };

/** Signed in: the header's four links (specification section 2). */
export const buyerLinks: readonly NavigationLink[] = [
  { label: 'Favorite Chips', to: paths.app.favoriteChips },
  { label: 'About HW', to: paths.app.about },
  { label: 'Wallet Wizard Results', to: paths.app.wizardResults },
  { label: 'My PALs', to: paths.app.myPals },
];

/** Signed in: the account menu. */
export const accountLinks: readonly NavigationLink[] = [
  { label: 'Personal Dashboard', to: paths.home },
  { label: 'Sign out', to: paths.logout },
];

/** Signed out: what a visitor can read before signing in. */
export const visitorLinks: readonly NavigationLink[] = [
  { label: 'How it works', to: paths.gettingStarted },
  { label: 'Roadmap', to: paths.roadmap },
  { label: 'Pricing', to: paths.pricing },
];

export const signInLink: NavigationLink = { label: 'Sign in', to: paths.login };

/** The side navigation of the buyer's areas (side-nav layout). */
export const buyerAreas: readonly NavigationLink[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Action items', to: paths.actionDashboard },
  { label: 'My wallet', to: paths.app.myWallet },
  { label: 'Wallet Wizard results', to: paths.app.wizardResults },
  { label: 'Chip marketplace', to: paths.app.chipMarketplace },
  { label: 'Favorite chips', to: paths.app.favoriteChips },
  { label: 'My PALs', to: paths.app.myPals },
  { label: 'Home team', to: paths.app.homeTeam },
  { label: 'Appointments', to: paths.app.appointments },
  { label: 'Roadmap', to: paths.app.roadmap },
];

/** The footer's links (specification section 2). */
export const footerLinks: readonly NavigationLink[] = [
  { label: 'HOME', to: paths.gettingStarted },
  { label: 'GET MONEY', to: paths.playground },
  { label: 'ABOUT', to: paths.roadmap },
  { label: 'LOGIN', to: paths.professionals },
];
