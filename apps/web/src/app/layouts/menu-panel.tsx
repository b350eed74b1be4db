/**
 * The full-screen menu panel of small screens: the header's links, the account's links, the areas of
 * the current layout and the colour mode. It closes on Escape and when the page changes.
 */
import type { Profile } from '@hbw/contract';
import { Divider, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { paths } from '@/config/paths';
import { type NavigationLink, roleShells } from '@/config/role-shells';
import { displayName } from '@/features/session/display-name';
import classes from './menu-panel.module.css';
import { signInLink, visitorLinks } from './navigation';

type MenuPanelProps = {
  id: string;
  profile: Profile | null;
  areaLinks?: readonly NavigationLink[];
  onClose: () => void;
};

function LinkList({ links, label }: { links: readonly NavigationLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={`${classes.link} mantine-focus-auto`} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MenuPanel({ id, profile, areaLinks, onClose }: MenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // From 768 px the header shows everything itself: a panel left open by a rotated tablet closes.
  const wide = useMediaQuery('(min-width: 48em)');

  useEffect(() => {
    if (wide) onClose();
  }, [wide, onClose]);

  useEffect(() => {
    panelRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    // The page behind must not scroll while the panel covers it.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div id={id} ref={panelRef} role="dialog" aria-label="Menu" tabIndex={-1} className={classes.panel}>
      {profile ? (
        <>
          <LinkList label="Main" links={roleShells[profile.role].headerLinks} />
          {areaLinks && (
            <>
              <Divider my="sm" />
              <LinkList label="Your areas" links={areaLinks} />
            </>
          )}
          <Divider my="sm" />
          <Text size="sm" c="dimmed" px="sm" mb={4}>
            Signed in as {displayName(profile)}
          </Text>
          <LinkList label="Account" links={roleShells[profile.role].accountLinks} />
        </>
      ) : (
        <LinkList label="Main" links={[{ label: 'Home', to: paths.home }, ...visitorLinks, signInLink]} />
      )}
      <Divider my="sm" />
      <Group justify="space-between" px="sm">
        <Text size="sm" fw={600}>
          Colour mode
        </Text>
        <ColourModeMenu />
      </Group>
    </div>
  );
}
