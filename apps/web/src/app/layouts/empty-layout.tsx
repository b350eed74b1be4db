/**
 * Layout "empty-layout": a calm, centred column under the logo with no navigation, for steps that
 * want the buyer's full attention (the survey, the end of registration).
 */
import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import classes from './layouts.module.css';

export function FocusLayout() {
  return (
    <div data-layout="empty-layout" className={`${classes.soft} ${classes.centred}`}>
      <Group component="header" justify="space-between" className={classes.column}>
        <HomeLogoLink />
        <ColourModeMenu />
      </Group>
      <main id="main" tabIndex={-1} className={`${classes.column} ${classes.main}`}>
        <Outlet />
      </main>
    </div>
  );
}
