/**
 * The header of every page with navigation (docs/product.md section 9): the logo linking home, the
 * signed-in role's links and account menu (its shell's) or, for visitors, the word "Homebuyer" and a way to sign in; the
 * site search (Ctrl+K, ⌘K or /); below
 * 768 px a toggle opens the same links in a full-screen menu panel.
 */
import { Burger, Button, Group, Skeleton, Text } from '@mantine/core';
import IconUserCircle from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import { type NavigationLink, roleShells } from '@/config/role-shells';
import { SiteSearch } from '@/features/search/components/site-search';
import { useProfile } from '@/features/session/api/get-profile';
import { signInLink, visitorLinks } from './navigation';
import classes from './site-header.module.css';

// Loaded only when needed: the account menu for someone signed in, the menu panel when opened.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const MenuPanel = lazy(() => import('./menu-panel').then((module) => ({ default: module.MenuPanel })));

const accountPlaceholder = <Skeleton height={36} width={160} radius="md" />;

export function SkipToContent() {
  return (
    <a href="#main" className={`${classes.skip} mantine-focus-auto`}>
      Skip to main content
    </a>
  );
}

type SiteHeaderProps = {
  /** More links for the menu panel on phones, such as the side navigation of the side-nav layout. */
  areaLinks?: readonly NavigationLink[];
};

export function SiteHeader({ areaLinks }: SiteHeaderProps) {
  const profile = useProfile();
  const links = profile.data ? roleShells[profile.data.role].headerLinks : visitorLinks;
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // The panel closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <>
      <header className={classes.header}>
        <SkipToContent />
        <div className={classes.bar}>
          <div className={classes.logo}>
            <HomeLogoLink />
          </div>
          <nav aria-label="Main" className={classes.nav}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={`${classes.link} mantine-focus-auto`}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className={classes.actions}>
            <ColourModeMenu />
            {profile.isPending ? (
              accountPlaceholder
            ) : profile.data ? (
              <Suspense fallback={accountPlaceholder}>
                <AccountMenu profile={profile.data} />
              </Suspense>
            ) : (
              <>
                <Group gap={6} wrap="nowrap" c="dimmed">
                  <IconUserCircle size={20} stroke={1.5} aria-hidden="true" />
                  <Text span fw={600} size="sm">
                    Homebuyer
                  </Text>
                </Group>
                <Button component={Link} to={signInLink.to} variant="light">
                  {signInLink.label}
                </Button>
              </>
            )}
          </div>
          <SiteSearch />
          <Burger
            ref={toggleRef}
            className={classes.toggle}
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Close Menu' : 'Open Menu'}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
          />
        </div>
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuPanel id={panelId} profile={profile.data ?? null} areaLinks={areaLinks} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
