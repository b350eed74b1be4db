/**
 * Every address the app links to, in one place. Pages come from the contract's route table; the
 * addresses of screens that later issues add are listed here already so that links do not drift.
 */
export const paths = {
  home: '/',
  landing: '/home',
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
  dashboard: '/dashboard',
  actionDashboard: '/action-dashboard',
  marketplace: '/marketplace',
  marketplaceLogin: '/marketplace/login',
  marketplaceRegister: '/marketplace/register',
  myWallet: '/my-wallet',
  app: {
    about: '/app/about',
    policy: '/app/policy',
    dashboard: '/app/dashboard',
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
} as const;

/** A chip's page in the public marketplace. */
export function marketplaceProductPath(programId: number): string {
  return `/marketplace/products/${programId}`;
}

/** A program's lenders and experts, to choose whom to book. */
export function programProfessionalsPath(programId: number): string {
  return `/app/appointment-lender-details/${programId}`;
}

/** Booking a call with a professional about a program, on a date when one is given (yyyy-MM-dd). */
export function bookAppointmentPath(professionalId: number, programId: number, date?: string): string {
  const query = new URLSearchParams({ program: String(programId), ...(date ? { date } : {}) });
  return `/app/book-appointment/${professionalId}?${query}`;
}

export function appointmentPath(appointmentId: number): string {
  return `/app/appointment/${appointmentId}`;
}

/** Asking for an expert on a program when no slot suits. */
export function appointmentRequestPath(programId?: number): string {
  return programId ? `${paths.app.appointmentRequest}?program=${programId}` : paths.app.appointmentRequest;
}

/** The professionals' sign-in, coming back to `returnTo` afterwards. */
export function professionalSignInPath(returnTo?: string): string {
  return returnTo ? `${paths.professionals}?redirect=${encodeURIComponent(returnTo)}` : paths.professionals;
}

/** Where a visitor goes to sign in, coming back to `returnTo` afterwards. */
export function loginPath(returnTo?: string | null): string {
  return returnTo ? `${paths.login}?redirect=${encodeURIComponent(returnTo)}` : paths.login;
}

/** Where a newcomer creates an account, coming back to `returnTo` afterwards. */
export function signupPath(returnTo?: string | null): string {
  return returnTo ? `${paths.signup}?redirect=${encodeURIComponent(returnTo)}` : paths.signup;
}

/** Signing in with an emailed code, the address filled in when known, coming back to `returnTo` afterwards. */
export function oneTimeCodePath({ email, returnTo }: { email?: string; returnTo?: string | null } = {}): string {
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
