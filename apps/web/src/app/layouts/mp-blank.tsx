/**
 * Layout "mp-blank": the marketplace's slim header with the logo and, for a visitor, a way to sign in
 * that returns to the marketplace (or, signed in, the way to their dashboard), a full-width page, the footer.
 */
import { Button, Group, Skeleton } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/session/api/get-profile';
import classes from './layouts.module.css';
import { signInLink } from './navigation';
import { SiteFooter } from './site-footer';
import { SkipToContent } from './site-header';

export function MarketplaceLayout() {
  const profile = useProfile();
  return (
    <div data-layout="mp-blank" className={classes.frame}>
      <header className={classes.slimHeader}>
        <SkipToContent />
        <div className={classes.slimBar}>
          <HomeLogoLink />
          <Group gap="sm" wrap="nowrap">
            <ColourModeMenu />
            {profile.isPending ? (
              <Skeleton height={36} width={120} radius="md" />
            ) : profile.data ? (
              <Button component={Link} to={paths.dashboard} variant="light">
                Your dashboard
              </Button>
            ) : (
              <Button component={Link} to={paths.marketplaceLogin} variant="light">
                {signInLink.label}
              </Button>
            )}
          </Group>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
