/** Layout "auth": a centred card for the sign-in forms, under the logo. */
import { Anchor, Group, Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import { paths } from '@/config/paths';
import classes from './layouts.module.css';

export function AuthLayout() {
  return (
    <div data-layout="auth" className={`${classes.soft} ${classes.centred}`}>
      <header>
        <HomeLogoLink />
      </header>
      <Paper
        component="main"
        id="main"
        tabIndex={-1}
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        className={`${classes.card} ${classes.main}`}
      >
        <Outlet />
      </Paper>
      <Group component="footer" gap="md">
        <Anchor component={Link} to={paths.home} size="sm">
          Back to home
        </Anchor>
        <ColourModeMenu />
      </Group>
    </div>
  );
}
