/**
 * The screen module of every page of the contract's table of pages, loaded when the page is first shown
 * (at its address or one of its aliases). Adding a page means adding it to the table and a module here;
 * the type makes a missing one an error.
 */
import type { PagePath } from '@hbw/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export type ScreenModule = {
  default: ComponentType;
  /** Data the screen needs before it shows, or a redirect, given the app's query cache. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

export const screens: Record<PagePath, () => Promise<ScreenModule>> = {
  '/': () => import('./routes/landing'),
  '/getting-started': () => import('./routes/getting-started'),
  '/roadmap': () => import('./routes/roadmap'),
  '/pricing': () => import('./routes/pricing'),
  '/privacy-policy': () => import('./routes/privacy-policy'),
  '/terms-of-use': () => import('./routes/terms-of-use'),
  '/logout': () => import('./routes/logout'),
  '/unsubscribe': () => import('./routes/unsubscribe'),
  '/signup': () => import('./routes/signup'),
  '/login': () => import('./routes/login'),
  '/OTP': () => import('./routes/one-time-code'),
  '/forgot-password': () => import('./routes/forgot-password'),
  '/reset-password': () => import('./routes/reset-password'),
  '/complete-registration': () => import('./routes/complete-registration/about-you'),
  '/complete-registration/step2': () => import('./routes/complete-registration/photo'),
  '/profile': () => import('./routes/profile'),
  '/app/registration-setup-thank-you': () => import('./routes/app/registration-setup-thank-you'),
  '/blog': () => import('./routes/blog/index'),
  '/blog/:slug': () => import('./routes/blog/post'),
  '/docs': () => import('./routes/docs/page'),
  '/docs/*': () => import('./routes/docs/page'),
  '/app/appointment-lender-details/:id': () => import('./routes/app/program-professionals'),
  '/app/book-appointment/:id': () => import('./routes/app/book-appointment'),
  '/app/appointments-list': () => import('./routes/app/appointments-list'),
  '/app/appointment/:id': () => import('./routes/app/appointment'),
  '/app/appointment-request': () => import('./routes/app/appointment-request'),
  '/call/:id/reschedule': () => import('./routes/call-link'),
  '/call/:id/cancel': () => import('./routes/call-link'),
  '/call/:id/proposal': () => import('./routes/call-link'),
  '/pro': () => import('./routes/pro/sign-in'),
  '/pro/calls': () => import('./routes/pro/calls'),
  '/pro/calls/:id': () => import('./routes/pro/call'),
  '/pro/availability': () => import('./routes/pro/availability'),
  '/pro/invitation': () => import('./routes/pro/invitation'),
  '/pro/directory-entry': () => import('./routes/pro/directory-entry'),
  '/admin': () => import('./routes/admin/expert-requests'),
  '/admin/bookings': () => import('./routes/admin/bookings'),
  '/admin/subscribers': () => import('./routes/admin/subscribers'),
  '/admin/users': () => import('./routes/admin/users'),
  '/admin/professionals': () => import('./routes/admin/professionals'),
  '/admin/programs': () => import('./routes/admin/programs'),
  '/admin/programs/new': () => import('./routes/admin/program-new'),
  '/admin/programs/:id': () => import('./routes/admin/program'),
  '/admin/audit': () => import('./routes/admin/audit'),
  '/admin/income-limits': () => import('./routes/admin/income-limits'),
  '/admin/agencies': () => import('./routes/admin/agencies'),
  '/admin/content-drafts': () => import('./routes/admin/content-drafts'),
  '/registerbio': () => import('./routes/registerbio'),
  '/loginbiometrics': () => import('./routes/loginbiometrics'),
  '/questionaire': () => import('./routes/questionnaire'),
  '/playground': () => import('./routes/playground'),
  '/app/survey': () => import('./routes/app/survey'),
  '/app/survey2': () => import('./routes/app/survey2'),
  '/app/wizard-results': () => import('./routes/app/wizard-results'),
  '/app/wizard-results-nopaginate': () => import('./routes/app/wizard-results-nopaginate'),
  '/my-wallet': () => import('./routes/my-wallet'),
  '/app/my-wallet': () => import('./routes/app/my-wallet'),
  '/app/chip-marketplace': () => import('./routes/app/chip-marketplace'),
  '/app/favorites-chips': () => import('./routes/app/favorites-chips'),
  '/marketplace': () => import('./routes/marketplace'),
  '/marketplace/products/:id': () => import('./routes/marketplace-product'),
  '/marketplace/states/:state': () => import('./routes/marketplace-state'),
  '/marketplace/login': () => import('./routes/marketplace-login'),
  '/marketplace/register': () => import('./routes/marketplace-register'),
  '/app/my-pals': () => import('./routes/app/my-pals'),
  '/app/home-team': () => import('./routes/app/home-team'),
  '/dashboard': () => import('./routes/dashboard'),
  '/action-dashboard': () => import('./routes/action-dashboard'),
  '/app/roadmap': () => import('./routes/app/roadmap'),
  '/app/steps': () => import('./routes/app/steps'),
  '/app/about': () => import('./routes/app/about'),
  '/app/policy': () => import('./routes/app/policy'),
};
