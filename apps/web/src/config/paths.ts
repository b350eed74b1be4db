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
  login: '/login',
  signup: '/signup',
  questionnaire: '/questionaire',
  playground: '/playground',
  professionals: '/pro',
  dashboard: '/dashboard',
  actionDashboard: '/action-dashboard',
  marketplace: '/marketplace',
  app: {
    about: '/app/about',
    myWallet: '/app/my-wallet',
    wizardResults: '/app/wizard-results',
    chipMarketplace: '/app/chip-marketplace',
    favoriteChips: '/app/favorites-chips',
    myPals: '/app/my-pals',
    homeTeam: '/app/home-team',
    appointments: '/app/appointments-list',
    roadmap: '/app/roadmap',
  },
} as const;

/** Where a visitor goes to sign in, coming back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  return returnTo ? `${paths.login}?redirect=${encodeURIComponent(returnTo)}` : paths.login;
}

export const contact = {
  email: 'support@homebuyerwizard.com',
  phone: '+18005550199',
  phoneLabel: '(800) 555-0199',
} as const;
