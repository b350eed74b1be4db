/**
 * The shell of each role, in one place: where they land once signed in, the links of their header
 * and account menu, and which pages of the table of pages are theirs (by the pages' `access`). The header, the menu panel, the
 * side navigation, the landing after sign-in and the router's guard all read it, so a role is never
 * offered a page of another role, and opening one sends them home with a sentence saying why.
 */
import type { Access, PageAddress, Role } from '@hbw/contract';
import { paths } from './paths';

/** A link of a shell: to a page of the contract's table of pages, or it does not compile. */
export type NavigationLink = { label: string; to: PageAddress };

export type RoleShell = {
  /** Where the role lands after signing in, and when they open a page that is not theirs. */
  home: PageAddress;
  /** The same place, as a sentence ends: "so we brought you to your calls". */
  homeName: string;
  /** Who the role's own pages are for, as a sentence ends: "That page is for home buyers". */
  pagesFor: string;
  /** The pages of the route table the role may open besides the public ones. */
  access: readonly Exclude<Access, 'public'>[];
  /** The header's links (and the menu panel's on phones). */
  headerLinks: readonly NavigationLink[];
  /** The links of the menu under their name. */
  accountLinks: readonly NavigationLink[];
  /** The side navigation of the role's area (the buyer's side-nav layout, the console); empty for a role without one. */
  areaLinks: readonly NavigationLink[];
};

const signOut: NavigationLink = { label: 'Sign out', to: paths.logout };

export const roleShells: Record<Role, RoleShell> = {
  buyer: {
    home: paths.dashboard,
    homeName: 'your dashboard',
    pagesFor: 'home buyers',
    access: ['signed-in', 'account'],
    // docs/product.md section 9: the header's four links and the account menu.
    headerLinks: [
      { label: 'Favorite Chips', to: paths.app.favoriteChips },
      { label: 'About HW', to: paths.app.about },
      { label: 'Wallet Wizard Results', to: paths.app.wizardResults },
      { label: 'My PALs', to: paths.app.myPals },
    ],
    accountLinks: [{ label: 'Personal Dashboard', to: paths.dashboard }, signOut],
    areaLinks: [
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
    ],
  },
  professional: {
    home: paths.professionalCalls,
    homeName: 'the calls booked with you',
    pagesFor: 'lenders and housing experts',
    access: ['professional', 'account'],
    headerLinks: [
      { label: 'Your calls', to: paths.professionalCalls },
      { label: 'Your hours', to: paths.professionalAvailability },
      { label: 'Your directory entry', to: paths.professionalDirectoryEntry },
      { label: 'Your profile', to: paths.profile },
    ],
    accountLinks: [{ label: 'Your profile', to: paths.profile }, signOut],
    areaLinks: [],
  },
  admin: {
    home: paths.console.expertRequests,
    homeName: 'the console',
    pagesFor: 'administrators',
    access: ['admin', 'account'],
    headerLinks: [{ label: 'Console', to: paths.console.expertRequests }],
    accountLinks: [{ label: 'Console', to: paths.console.expertRequests }, signOut],
    // The console's sections, beside its pages (the admin layout).
    areaLinks: [
      { label: 'Expert requests', to: paths.console.expertRequests },
      { label: 'Bookings', to: paths.console.bookings },
      { label: 'Newsletter subscribers', to: paths.console.subscribers },
      { label: 'Users', to: paths.console.users },
      { label: 'Professionals', to: paths.console.professionals },
      { label: 'Programs', to: paths.console.programs },
      { label: 'Income limits', to: paths.console.incomeLimits },
      { label: 'Agencies', to: paths.console.agencies },
      { label: 'Content drafts', to: paths.console.contentDrafts },
      { label: 'Audit log', to: paths.console.audit },
    ],
  },
};

/** Whether a signed-in role may open a page of this access; public pages are everyone's. */
export function roleMayOpen(role: Role, access: Access): boolean {
  return access === 'public' || roleShells[role].access.includes(access);
}

/**
 * What a role is told when it opens a page of another role and lands home instead. The page is
 * named by whom it is for: the role that may open it, or anyone signed in.
 */
export function notYourPageMessage(role: Role, access: Exclude<Access, 'public'>): string {
  const owner = (Object.keys(roleShells) as Role[]).find(
    (candidate) => candidate !== role && roleShells[candidate].access.includes(access),
  );
  const pagesFor = owner ? roleShells[owner].pagesFor : 'another kind of account';
  return `That page is for ${pagesFor}, so we brought you to ${roleShells[role].homeName}.`;
}
