/** The portal's two pages, side by side at the top of each, the current one marked for screen readers too. */
import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import classes from './portal-nav.module.css';

const portalPages = [
  { to: paths.professionalCalls, label: 'Your calls' },
  { to: paths.professionalAvailability, label: 'Your hours' },
] as const;

export function PortalNav() {
  return (
    <Group component="nav" aria-label="Professionals' portal" gap="lg" className={classes.nav}>
      {portalPages.map((page) => (
        // NavLink sets aria-current="page" on the page being shown, which the style underlines.
        <Anchor key={page.to} component={NavLink} to={page.to} className={classes.link} end>
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
