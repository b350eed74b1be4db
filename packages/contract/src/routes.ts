/**
 * The table of pages, the one list of them (decision 047): every page of docs/product.md section 8 with
 * its address, its second addresses, its layout, who may see it and whether the server renders it. The
 * server answers 200, 404 or a redirect from it before the browser runs any code, renders and maps the
 * site from it; the web app builds its router from it and its role shells link only to its pages.
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

/**
 * Who the server renders a page for (decisions 031 and 033): `visitors`, a public page a visit starts
 * on, rendered once and cached; `their-buyer`, a buyer's own page where a visit starts, rendered for
 * that buyer alone and never cached. A page without it is rendered in the browser.
 */
export type ServerRendered = 'visitors' | 'their-buyer';

/**
 * A second address that shows the page as it is, where the URL stays: the original listed it as a
 * page of its own. Its layout is the page's unless the original gave it another.
 */
export type PageAlias = string | { path: string; layout: Layout };

export type PageRoute = {
  /** React Router pattern: `:id` for a segment, a trailing `*` for a catch-all. */
  path: string;
  layout: Layout;
  /** Second addresses showing this page, never indexed (`PageAlias`). */
  aliases?: readonly PageAlias[];
  /** The original's old variants of this page's address, each redirected here (docs/product.md section 5). */
  oldAddresses?: readonly string[];
  serverRendered?: ServerRendered;
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
   * a step of a flow. Signed-in and professional pages are left out anyway.
   */
  indexed?: false;
};

export type RedirectRoute = { path: string; to: string };

export const pages = [
  {
    path: '/',
    layout: 'login-lay',
    access: 'public',
    aliases: ['/home'],
    oldAddresses: ['/index-old'],
    serverRendered: 'visitors',
    title: 'Find the money to buy your home',
    description:
      'Find out how much homebuyer assistance money you may get, from which programs, and book a call with a participating lender.',
  },
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
    oldAddresses: ['/policy2'],
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
    serverRendered: 'visitors',
    title: 'Blog',
    description:
      'Articles on down payment assistance, first-time homebuyer programs and getting ready to talk to a lender.',
  },
  { path: '/blog/:slug', layout: 'default', access: 'public', title: 'Blog', serverRendered: 'visitors' },
  {
    path: '/docs',
    layout: 'default',
    access: 'public',
    serverRendered: 'visitors',
    title: 'Help',
    description: 'Help with Homebuyer Wizard: your wallet of programs, booking and moving calls, and your account.',
  },
  { path: '/docs/*', layout: 'default', access: 'public', title: 'Help', serverRendered: 'visitors' },
  {
    path: '/signup',
    layout: 'login-lay',
    access: 'public',
    oldAddresses: ['/signup-2', '/signup-old'],
    title: 'Create your account',
    description:
      'Create a free Homebuyer Wizard account to save your wallet of assistance programs and book calls with lenders.',
  },
  {
    path: '/login',
    layout: 'login-lay',
    access: 'public',
    oldAddresses: ['/login-old', '/login-v2', '/login-2'],
    serverRendered: 'visitors',
    title: 'Sign in',
    description: 'Sign in to Homebuyer Wizard to see your wallet of assistance programs and your booked calls.',
  },
  { path: '/OTP', layout: 'auth', access: 'public', title: 'Enter your code', indexed: false },
  { path: '/forgot-password', layout: 'login-lay', access: 'public', title: 'Forgot your password?', indexed: false },
  { path: '/reset-password', layout: 'login-lay', access: 'public', title: 'Choose a new password', indexed: false },
  {
    path: '/complete-registration',
    layout: 'stepper',
    access: 'signed-in',
    aliases: ['/complete-registration/new'],
    oldAddresses: ['/complete-registration/index copy'],
    title: 'Complete your registration',
  },
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
    oldAddresses: ['/app/registration-setup-old'],
    title: 'Welcome to Homebuyer Wizard',
  },
  {
    path: '/app/appointment-lender-details/:id',
    layout: 'side-nav',
    access: 'signed-in',
    // The original set no layout for these two (docs/product.md section 8).
    aliases: [
      { path: '/app/lender/:id', layout: 'default' },
      { path: '/app/lender-details/:id', layout: 'default' },
    ],
    title: 'Lenders and experts',
  },
  {
    path: '/app/book-appointment/:id',
    layout: 'side-nav',
    access: 'signed-in',
    title: 'Book a call',
    serverRendered: 'their-buyer',
  },
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
    serverRendered: 'visitors',
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
  {
    path: '/my-wallet',
    layout: 'default',
    access: 'public',
    oldAddresses: ['/my-wallet-old', '/my-wallet-page'],
    title: 'My wallet',
    indexed: false,
  },
  { path: '/app/my-wallet', layout: 'side-nav', access: 'signed-in', title: 'My wallet' },
  { path: '/app/chip-marketplace', layout: 'side-nav', access: 'signed-in', title: 'Chip marketplace' },
  { path: '/app/favorites-chips', layout: 'side-nav', access: 'signed-in', title: 'Favorite chips' },
  {
    path: '/marketplace',
    layout: 'mp-blank',
    access: 'public',
    serverRendered: 'visitors',
    title: 'Marketplace',
    description:
      'Browse homebuyer assistance programs by state, kind of help, funding status and amount, and find lenders who take part in them.',
  },
  {
    path: '/marketplace/products/:id',
    layout: 'default',
    access: 'public',
    title: 'A homebuyer program',
    serverRendered: 'visitors',
  },
  {
    // A state's page (decision 056): what we list there and what we do not, and its map of counties.
    path: '/marketplace/states/:state',
    layout: 'default',
    access: 'public',
    title: 'Programs of a state',
    serverRendered: 'visitors',
  },
  {
    path: '/marketplace/login',
    layout: 'default',
    access: 'public',
    oldAddresses: ['/marketplace/oldsignin'],
    title: 'Sign in',
    indexed: false,
  },
  { path: '/marketplace/register', layout: 'default', access: 'public', title: 'Create your account', indexed: false },
  { path: '/app/my-pals', layout: 'side-nav', access: 'signed-in', title: 'My PALs' },
  { path: '/app/home-team', layout: 'side-nav', access: 'signed-in', title: 'Your home team' },
  {
    path: '/dashboard',
    layout: 'default',
    access: 'signed-in',
    aliases: ['/app/dashboard'],
    oldAddresses: ['/dashboard-old'],
    title: 'Personal dashboard',
    serverRendered: 'their-buyer',
  },
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

/**
 * Every pattern the router serves a page at: each page's own address and its aliases, each under its
 * layout, in the table's order (the order of matching).
 */
export type PagePattern = { path: string; layout: Layout; page: PageRoute };

const patternsOf = (page: PageRoute): PagePattern[] => [
  { path: page.path, layout: page.layout, page },
  ...(page.aliases ?? []).map((alias) =>
    typeof alias === 'string' ? { path: alias, layout: page.layout, page } : { ...alias, page },
  ),
];

export const pagePatterns: readonly PagePattern[] = (pages as readonly PageRoute[]).flatMap(patternsOf);

/** Old addresses kept working: each lands on the page that replaced it. */
export const redirects: readonly RedirectRoute[] = (pages as readonly PageRoute[]).flatMap((page) =>
  (page.oldAddresses ?? []).map((path) => ({ path, to: page.path })),
);

/**
 * A page found at an address: the page (`route`), the pattern that matched (its own address or an
 * alias), the layout it is shown in, and the parameters.
 */
export type RouteMatch =
  | { kind: 'page'; route: PageRoute; pattern: string; layout: Layout; params: Record<string, string> }
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
  for (const { path: pattern, layout, page } of pagePatterns) {
    const params = matchPattern(pattern, path);
    if (params) return { kind: 'page', route: page, pattern, layout, params };
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
