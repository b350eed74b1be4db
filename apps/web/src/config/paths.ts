/**
 * Every address the app links to, in one place. Each is typed as an address of a page of the contract's
 * route table, so a link to a page that does not exist does not compile.
 */
import type { PageAddress } from '@hbw/contract';

/** Names for page addresses, grouped as the app thinks of them. */
type PathTable = { readonly [name: string]: PageAddress | PathTable };

/** A page address followed by its query. */
type PageAddressWithQuery = PageAddress | `${PageAddress}?${string}`;

export const paths = {
  home: '/',
  gettingStarted: '/getting-started',
  roadmap: '/roadmap',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  logout: '/logout',
  unsubscribe: '/unsubscribe',
  blog: '/blog',
  docs: '/docs',
  login: '/login',
  signup: '/signup',
  oneTimeCode: '/OTP',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  registerPasskey: '/registerbio',
  passkeySignIn: '/loginbiometrics',
  completeRegistration: '/complete-registration',
  completeRegistrationStep2: '/complete-registration/step2',
  questionnaire: '/questionaire',
  playground: '/playground',
  professionals: '/pro',
  professionalCalls: '/pro/calls',
  professionalAvailability: '/pro/availability',
  professionalInvitation: '/pro/invitation',
  professionalDirectoryEntry: '/pro/directory-entry',
  console: {
    expertRequests: '/admin',
    bookings: '/admin/bookings',
    subscribers: '/admin/subscribers',
    users: '/admin/users',
    professionals: '/admin/professionals',
    programs: '/admin/programs',
    newProgram: '/admin/programs/new',
    audit: '/admin/audit',
    incomeLimits: '/admin/income-limits',
    agencies: '/admin/agencies',
    contentDrafts: '/admin/content-drafts',
  },
  dashboard: '/dashboard',
  actionDashboard: '/action-dashboard',
  marketplace: '/marketplace',
  marketplaceLogin: '/marketplace/login',
  marketplaceRegister: '/marketplace/register',
  myWallet: '/my-wallet',
  app: {
    about: '/app/about',
    policy: '/app/policy',
    survey: '/app/survey',
    survey2: '/app/survey2',
    steps: '/app/steps',
    myWallet: '/app/my-wallet',
    wizardResults: '/app/wizard-results',
    wizardResultsAll: '/app/wizard-results-nopaginate',
    chipMarketplace: '/app/chip-marketplace',
    favoriteChips: '/app/favorites-chips',
    myPals: '/app/my-pals',
    homeTeam: '/app/home-team',
    appointments: '/app/appointments-list',
    appointmentRequest: '/app/appointment-request',
    roadmap: '/app/roadmap',
    registrationSetupThankYou: '/app/registration-setup-thank-you',
  },
} as const satisfies PathTable;

/** A chip's page in the public marketplace. */
export function marketplaceProductPath(programId: number): PageAddress {
  return `/marketplace/products/${programId}`;
}

/** A state's page of programs and its map, by the state's code (`OH`), written in lowercase. */
export function marketplaceStatePath(state: string): PageAddress {
  return `/marketplace/states/${state.toLowerCase()}`;
}

/** A program's screen in the console. */
export function consoleProgramPath(programId: number): PageAddress {
  return `/admin/programs/${programId}`;
}

/** A program's lenders and experts, to choose whom to book. */
export function programProfessionalsPath(programId: number): PageAddress {
  return `/app/appointment-lender-details/${programId}`;
}

/** Booking a call with a professional about a program, on a date when one is given (yyyy-MM-dd). */
/** The booking page; with `moving`, the page that moves that call of the buyer's to another time. */
export function bookAppointmentPath(
  professionalId: number,
  programId: number,
  date?: string,
  moving?: number,
): PageAddressWithQuery {
  const query = new URLSearchParams({
    program: String(programId),
    ...(date ? { date } : {}),
    ...(moving ? { reschedule: String(moving) } : {}),
  });
  return `/app/book-appointment/${professionalId}?${query}`;
}

export function appointmentPath(appointmentId: number): PageAddress {
  return `/app/appointment/${appointmentId}`;
}

/** Asking for an expert on a program when no slot suits. */
export function appointmentRequestPath(programId?: number): PageAddressWithQuery {
  return programId ? `${paths.app.appointmentRequest}?program=${programId}` : paths.app.appointmentRequest;
}

/** A call booked with the signed-in professional, with its buyer's details. */
export function professionalCallPath(appointmentId: number): PageAddress {
  return `/pro/calls/${appointmentId}`;
}

/** The professionals' sign-in, coming back to `returnTo` afterwards. */
export function professionalSignInPath(returnTo?: string): PageAddressWithQuery {
  return returnTo ? `${paths.professionals}?redirect=${encodeURIComponent(returnTo)}` : paths.professionals;
}

/** Where a visitor goes to sign in, coming back to `returnTo` afterwards. */
export function loginPath(returnTo?: string | null): PageAddressWithQuery {
  return returnTo ? `${paths.login}?redirect=${encodeURIComponent(returnTo)}` : paths.login;
}

/** Where a newcomer creates an account, coming back to `returnTo` afterwards. */
export function signupPath(returnTo?: string | null): PageAddressWithQuery {
  return returnTo ? `${paths.signup}?redirect=${encodeURIComponent(returnTo)}` : paths.signup;
}

/** Signing in with an emailed code, the address filled in when known, coming back to `returnTo` afterwards. */
export function oneTimeCodePath({
  email,
  returnTo,
}: {
  email?: string;
  returnTo?: string | null;
} = {}): PageAddressWithQuery {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (returnTo) query.set('redirect', returnTo);
  const text = query.toString();
  return text ? `${paths.oneTimeCode}?${text}` : paths.oneTimeCode;
}

export const contact = {
  email: 'support@homebuyerwizard.com',
  phone: '+18005550199',
  phoneLabel: '(800) 555-0199',
} as const;
