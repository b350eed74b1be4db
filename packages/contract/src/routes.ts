/**
 * The route table of the web app: every page of docs/product.md section 8 with its layout, and the old
 * variants that redirect to their current page. The server uses it to answer 200 or 404 for a page
 * (and to redirect variants) before the browser runs any code; the web app builds its router from it.
 */

export const layouts = [
  'admin',
  'auth',
  'default',
  'empty-layout',
  'empty',
  'login-lay',
  'mp-blank',
  'side-nav',
  'stepper',
] as const;
export type Layout = (typeof layouts)[number];

/**
 * Who may open a page: anyone; anyone signed in, whatever their role (`account`: their profile, their
 * passkeys); only a signed-in buyer (`signed-in`); only a professional; or only console staff (the
 * console, role `admin`). Visitors opening a page that is not public are sent to sign in (a
 * professional's page to /pro); a signed-in role opening a page of another role is sent to its own
 * home with a message (the web app's role shells).
 */
export type Access = 'public' | 'account' | 'signed-in' | 'professional' | 'admin';

export type PageRoute = {
  /** React Router pattern: `:id` for a segment, a trailing `*` for a catch-all. */
  path: string;
  layout: Layout;
  access: Access;
  /** The page title before the page sets a more precise one. */
  title: string;
  /**
   * What search engines and link previews say of a public page (its meta description and Open Graph
   * description). A page with a parameter (a post, a help page, a program) takes its own from its content.
   */
  description?: string;
  /**
   * False for a public page that search engines should leave out of their index and the site map:
   * a step of a flow, or a second address of a page. Signed-in and professional pages are left out anyway.
   */
  indexed?: false;
};

export type RedirectRoute = { path: string; to: string };

export const pages = [
  {
    path: '/',
    layout: 'login-lay',
    access: 'public',
    title: 'Find the money to buy your home',
    description:
      'Find out how much homebuyer assistance money you may get, from which programs, and book a call with a participating lender.',
  },
  { path: '/home', layout: 'login-lay', access: 'public', title: 'Find the money to buy your home', indexed: false },
  {
    path: '/getting-started',
    layout: 'default',
    access: 'public',
    title: 'How it works',
    description:
      'How Homebuyer Wizard works: answer a few questions, see the assistance programs you may qualify for, and talk to a lender who takes part in them.',
  },
  {
    path: '/roadmap',
    layout: 'default',
    access: 'public',
    title: 'The road to your home',
    description:
      'The steps from saving a down payment to getting your keys, and where homebuyer assistance fits in each of them.',
  },
  {
    path: '/pricing',
    layout: 'default',
    access: 'public',
    title: 'Pricing',
    description:
      'Homebuyer Wizard is free for home buyers, always, and free for lenders and experts while it launches.',
  },
  {
    path: '/privacy-policy',
    layout: 'default',
    access: 'public',
    title: 'Privacy policy',
    description: 'What Homebuyer Wizard collects about you, why, how long it keeps it, and how to see or delete it.',
  },
  {
    path: '/terms-of-use',
    layout: 'default',
    access: 'public',
    title: 'Terms of use',
    description: 'The terms under which you may use Homebuyer Wizard, its estimates and its booking of calls.',
  },
  { path: '/logout', layout: 'empty', access: 'public', title: 'Signing out', indexed: false },
  { path: '/unsubscribe', layout: 'default', access: 'public', title: 'Unsubscribe', indexed: false },
  {
    path: '/blog',
    layout: 'default',
    access: 'public',
    title: 'Blog',
    description:
      'Articles on down payment assistance, first-time homebuyer programs and getting ready to talk to a lender.',
  },
  { path: '/blog/:slug', layout: 'default', access: 'public', title: 'Blog' },
  {
    path: '/docs',
    layout: 'default',
    access: 'public',
    title: 'Help',
    description: 'Help with Homebuyer Wizard: your wallet of programs, booking and moving calls, and your account.',
  },
  { path: '/docs/*', layout: 'default', access: 'public', title: 'Help' },
  {
    path: '/signup',
    layout: 'login-lay',
    access: 'public',
    title: 'Create your account',
    description:
      'Create a free Homebuyer Wizard account to save your wallet of assistance programs and book calls with lenders.',
  },
  {
    path: '/login',
    layout: 'login-lay',
    access: 'public',
    title: 'Sign in',
    description: 'Sign in to Homebuyer Wizard to see your wallet of assistance programs and your booked calls.',
  },
  { path: '/OTP', layout: 'auth', access: 'public', title: 'Enter your code', indexed: false },
  { path: '/forgot-password', layout: 'login-lay', access: 'public', title: 'Forgot your password?', indexed: false },
  { path: '/reset-password', layout: 'login-lay', access: 'public', title: 'Choose a new password', indexed: false },
  { path: '/complete-registration', layout: 'stepper', access: 'signed-in', title: 'Complete your registration' },
  { path: '/complete-registration/new', layout: 'stepper', access: 'signed-in', title: 'Complete your registration' },
  {
    path: '/complete-registration/step2',
    layout: 'stepper',
    access: 'signed-in',
    title: 'Complete your registration',
  },
  { path: '/profile', layout: 'default', access: 'account', title: 'Your profile' },
  {
    path: '/app/registration-setup-thank-you',
    layout: 'empty-layout',
    access: 'signed-in',
    title: 'Welcome to Homebuyer Wizard',
  },
  { path: '/app/lender/:id', layout: 'default', access: 'signed-in', title: 'Lenders and experts' },
  { path: '/app/lender-details/:id', layout: 'default', access: 'signed-in', title: 'Lenders and experts' },
  {
    path: '/app/appointment-lender-details/:id',
    layout: 'side-nav',
    access: 'signed-in',
    title: 'Lenders and experts',
  },
  { path: '/app/book-appointment/:id', layout: 'side-nav', access: 'signed-in', title: 'Book a call' },
  { path: '/app/appointments-list', layout: 'side-nav', access: 'signed-in', title: 'Your calls' },
  { path: '/app/appointment/:id', layout: 'default', access: 'signed-in', title: 'Your call' },
  // The links of a call's emails, which work without signing in (decision 026): the token is in the fragment.
  { path: '/call/:id/reschedule', layout: 'default', access: 'public', title: 'Move your call', indexed: false },
  { path: '/call/:id/cancel', layout: 'default', access: 'public', title: 'Cancel your call', indexed: false },
  {
    path: '/call/:id/proposal',
    layout: 'default',
    access: 'public',
    title: 'A new time for your call',
    indexed: false,
  },
  { path: '/app/appointment-request', layout: 'side-nav', access: 'signed-in', title: 'Ask for an expert' },
  {
    path: '/pro',
    layout: 'default',
    access: 'public',
    title: "Professionals' portal",
    description:
      'The portal for lenders and housing experts who take part in Homebuyer Wizard: your calls and your hours.',
  },
  { path: '/pro/calls', layout: 'default', access: 'professional', title: 'Calls booked with you' },
  { path: '/pro/calls/:id', layout: 'default', access: 'professional', title: 'A call booked with you' },
  { path: '/pro/availability', layout: 'default', access: 'professional', title: 'When you take calls' },
  {
    path: '/pro/invitation',
    layout: 'login-lay',
    access: 'public',
    title: 'Choose your password',
    indexed: false,
  },
  { path: '/pro/directory-entry', layout: 'default', access: 'professional', title: 'Your directory entry' },
  { path: '/admin', layout: 'admin', access: 'admin', title: 'Expert requests' },
  { path: '/admin/bookings', layout: 'admin', access: 'admin', title: 'Bookings' },
  { path: '/admin/subscribers', layout: 'admin', access: 'admin', title: 'Newsletter subscribers' },
  { path: '/admin/users', layout: 'admin', access: 'admin', title: 'Users' },
  { path: '/admin/professionals', layout: 'admin', access: 'admin', title: 'Professionals' },
  { path: '/admin/programs', layout: 'admin', access: 'admin', title: 'Programs' },
  { path: '/admin/programs/new', layout: 'admin', access: 'admin', title: 'New program' },
  { path: '/admin/programs/:id', layout: 'admin', access: 'admin', title: 'Program' },
  { path: '/admin/audit', layout: 'admin', access: 'admin', title: 'Audit log' },
  { path: '/admin/income-limits', layout: 'admin', access: 'admin', title: 'Income limits' },
  { path: '/admin/agencies', layout: 'admin', access: 'admin', title: 'Agencies' },
  { path: '/admin/content-drafts', layout: 'admin', access: 'admin', title: 'Content drafts' },
  { path: '/registerbio', layout: 'default', access: 'account', title: 'Create a passkey' },
  { path: '/loginbiometrics', layout: 'default', access: 'public', title: 'Sign in with a passkey', indexed: false },
  {
    path: '/questionaire',
    layout: 'auth',
    access: 'public',
    title: 'See how much you could get',
    description:
      'Answer a few questions about your household, work and plans to see which homebuyer assistance programs you may qualify for and how much they could give.',
  },
  {
    path: '/playground',
    layout: 'default',
    access: 'public',
    title: 'Get money for your home',
    description:
      'Start here to find homebuyer assistance money: grants, forgivable loans and tax credits you may qualify for.',
  },
  { path: '/app/survey', layout: 'empty-layout', access: 'signed-in', title: 'Your questionnaire' },
  { path: '/app/survey2', layout: 'empty', access: 'signed-in', title: 'Your answers' },
  { path: '/app/wizard-results', layout: 'side-nav', access: 'signed-in', title: 'Wallet Wizard results' },
  {
    path: '/app/wizard-results-nopaginate',
    layout: 'side-nav',
    access: 'signed-in',
    title: 'Wallet Wizard results',
  },
  { path: '/my-wallet', layout: 'default', access: 'public', title: 'My wallet', indexed: false },
  { path: '/app/my-wallet', layout: 'side-nav', access: 'signed-in', title: 'My wallet' },
  { path: '/app/chip-marketplace', layout: 'side-nav', access: 'signed-in', title: 'Chip marketplace' },
  { path: '/app/favorites-chips', layout: 'side-nav', access: 'signed-in', title: 'Favorite chips' },
  {
    path: '/marketplace',
    layout: 'mp-blank',
    access: 'public',
    title: 'Marketplace',
    description:
      'Browse homebuyer assistance programs by state, kind of help, funding status and amount, and find lenders who take part in them.',
  },
  { path: '/marketplace/products/:id', layout: 'default', access: 'public', title: 'A homebuyer program' },
  { path: '/marketplace/login', layout: 'default', access: 'public', title: 'Sign in', indexed: false },
  { path: '/marketplace/register', layout: 'default', access: 'public', title: 'Create your account', indexed: false },
  { path: '/app/my-pals', layout: 'side-nav', access: 'signed-in', title: 'My PALs' },
  { path: '/app/home-team', layout: 'side-nav', access: 'signed-in', title: 'Your home team' },
  { path: '/dashboard', layout: 'default', access: 'signed-in', title: 'Personal dashboard' },
  { path: '/app/dashboard', layout: 'default', access: 'signed-in', title: 'Personal dashboard' },
  { path: '/action-dashboard', layout: 'side-nav', access: 'signed-in', title: 'Your next steps' },
  { path: '/app/roadmap', layout: 'side-nav', access: 'signed-in', title: 'The steps to your home' },
  { path: '/app/steps', layout: 'empty', access: 'signed-in', title: 'The steps to your home' },
  { path: '/app/about', layout: 'side-nav', access: 'signed-in', title: 'About Homebuyer Wizard' },
  { path: '/app/policy', layout: 'side-nav', access: 'signed-in', title: 'Policy' },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof pages)[number]['path'];

/** The addresses a pattern stands for: a `:param` segment becomes any text, a trailing `*` any rest. */
export type AddressOf<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${AddressOf<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern extends `${infer Head}*`
      ? `${Head}${string}`
      : Pattern;

/** An address of one of the pages, as the web app links to it: `/app/appointment/${string}`. */
export type PageAddress = AddressOf<PagePath>;

/** Old addresses kept working: each lands on the page that replaced it. */
export const redirects: readonly RedirectRoute[] = [
  { path: '/index-old', to: '/' },
  { path: '/login-old', to: '/login' },
  { path: '/login-v2', to: '/login' },
  { path: '/login-2', to: '/login' },
  { path: '/signup-2', to: '/signup' },
  { path: '/signup-old', to: '/signup' },
  { path: '/complete-registration/index copy', to: '/complete-registration' },
  { path: '/app/registration-setup-old', to: '/app/registration-setup-thank-you' },
  { path: '/my-wallet-old', to: '/my-wallet' },
  { path: '/my-wallet-page', to: '/my-wallet' },
  { path: '/marketplace/oldsignin', to: '/marketplace/login' },
  { path: '/dashboard-old', to: '/dashboard' },
  { path: '/policy2', to: '/privacy-policy' },
];

export type RouteMatch =
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'redirect'; to: string };

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Matches a pathname against one pattern; returns its params, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = splitPath(pattern);
  const pathSegments = splitPath(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*') {
      if (index >= pathSegments.length) return null;
      params['*'] = pathSegments.slice(index).join('/');
      return params;
    }
    const value = pathSegments[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      // Static segments match regardless of case, as React Router matches them.
      return null;
    }
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

function decodeSafely(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** Finds what a browser address is: a page, an old address to redirect, or nothing (404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const decoded = decodeSafely(pathname);
  if (decoded === null) return null;
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  for (const redirect of redirects) {
    if (matchPattern(redirect.path, path)) return { kind: 'redirect', to: redirect.to };
  }
  for (const route of pages) {
    const params = matchPattern(route.path, path);
    if (params) return { kind: 'page', route, params };
  }
  return null;
}

/** The largest id a row can have: PostgreSQL's `integer`, which every table's id is. */
export const ID_MAX = 2_147_483_647;

/**
 * The id an address names (`/marketplace/products/12`, `?program=12`), or null when it cannot name
 * a row: digits only, from 1 to `ID_MAX`. Without a schema, so that a rendered page reads its address
 * before zod is run (decision 037); the API's `idField` allows the same ids.
 */
export function idInAddress(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= ID_MAX ? id : null;
}
