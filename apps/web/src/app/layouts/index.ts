/**
 * Each layout of the route table. The two that frame the public pages (the landing page, how it works,
 * sign-in) come with the first load, since nearly every visit starts on one of them; the others are
 * loaded when a page that uses them is first shown.
 */
import type { Layout } from '@hbw/contract';
import type { ComponentType } from 'react';
import { DefaultLayout } from './default';
import { LoginLayout } from './login-lay';

type LayoutModule = () => Promise<{ Component: ComponentType }>;

export const layoutModules: Record<Layout, LayoutModule> = {
  admin: () => import('./admin').then((module) => ({ Component: module.ConsoleLayout })),
  auth: () => import('./auth').then((module) => ({ Component: module.AuthLayout })),
  default: async () => ({ Component: DefaultLayout }),
  'empty-layout': () => import('./empty-layout').then((module) => ({ Component: module.FocusLayout })),
  empty: () => import('./empty').then((module) => ({ Component: module.EmptyLayout })),
  'login-lay': async () => ({ Component: LoginLayout }),
  'mp-blank': () => import('./mp-blank').then((module) => ({ Component: module.MarketplaceLayout })),
  'side-nav': () => import('./side-nav').then((module) => ({ Component: module.SideNavLayout })),
  stepper: () => import('./stepper').then((module) => ({ Component: module.StepperLayout })),
};
