/**
 * The files that show the brand outside a page: the icons browsers, phones and launchers ask for, and
 * the card a link preview shows. `apps/web/scripts/generate-icons.ts` writes them into the web app's
 * `public/` (the manifest lists the icons); the API names the card and the logo in each page's head
 * (`apps/api/src/modules/pages/head.ts`).
 */

/** The manifest's icons: one for any use at each size, and one a launcher may crop to its own shape. */
export const appIcons = [
  { path: '/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** What iOS puts on the home screen, found at this address even when no page names it. */
export const appleTouchIcon = { path: '/apple-touch-icon.png', size: 180 } as const;

/** The image of every link preview: the size Facebook, LinkedIn and X show large. */
export const brandCard = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Homebuyer Wizard: find out how much help you could get to buy your home',
} as const;

/** The logo search engines show beside the site's name: the largest square icon. */
export const brandLogo = appIcons[1];
