/** Each layout of the route table, loaded when a page that uses it is first shown. */
import type { Layout } from '@hbw/contract';
import type { ComponentType } from 'react';

type LayoutModule = () => Promise<{ Component: ComponentType }>;

export const layoutModules: Record<Layout, LayoutModule> = {
  auth: () => import('./auth').then((module) => ({ Component: module.AuthLayout })),
  default: () => import('./default').then((module) => ({ Component: module.DefaultLayout })),
  'empty-layout': () => import('./empty-layout').then((module) => ({ Component: module.FocusLayout })),
  empty: () => import('./empty').then((module) => ({ Component: module.EmptyLayout })),
  'login-lay': () => import('./login-lay').then((module) => ({ Component: module.LoginLayout })),
  'mp-blank': () => import('./mp-blank').then((module) => ({ Component: module.MarketplaceLayout })),
  'side-nav': () => import('./side-nav').then((module) => ({ Component: module.SideNavLayout })),
  stepper: () => import('./stepper').then((module) => ({ Component: module.StepperLayout })),
};
