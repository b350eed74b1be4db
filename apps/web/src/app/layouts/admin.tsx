/**
 * Layout "admin": the console, apart from the site. A bar with the console's name and the
 * way out, the console's sections beside the page, behind a menu button on phones.
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, AppShell, Burger, Group, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { HomeLogoLink } from '@/components/home-logo-link';
import { paths } from '@/config/paths';
import { roleShells } from '@/config/role-shells';
import classes from './admin.module.css';
import { SkipToContent } from './site-header';

const consoleSections = roleShells.admin.areaLinks;

export function ConsoleLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the closed menu slides away; hidden as well, its links leave the keyboard's way.
  const phone = useMediaQuery('(max-width: 47.99em)');
  // A section chosen on a phone closes the menu, so that the page it opens is seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(close, [pathname]);

  return (
    <AppShell
      data-layout="admin"
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <SkipToContent />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close the console menu' : 'Open the console menu'}
              aria-expanded={opened}
              aria-controls="console-sections"
            />
            <HomeLogoLink />
            <Text fw={600} visibleFrom="xs">
              Operators’ console
            </Text>
          </Group>
          <Anchor component={Link} to={paths.logout} size="sm">
            Sign out
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="sm"
        id="console-sections"
        aria-label="Console sections"
        className={phone && !opened ? classes.closedMenu : undefined}
      >
        {consoleSections.map((section) => (
          <MantineNavLink
            key={section.to}
            component={NavLink}
            to={section.to}
            end
            label={section.label}
            active={pathname === section.to}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
