/** Layout "mp-blank": the marketplace's slim header with the logo and a way to sign in, a full-width page, the footer. */
import { Button, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import classes from './layouts.module.css';
import { signInLink } from './navigation';
import { SiteFooter } from './site-footer';
import { SkipToContent } from './site-header';

export function MarketplaceLayout() {
  return (
    <div data-layout="mp-blank" className={classes.frame}>
      <header className={classes.slimHeader}>
        <SkipToContent />
        <div className={classes.slimBar}>
          <HomeLogoLink />
          <Group gap="sm" wrap="nowrap">
            <ColourModeMenu />
            <Button component={Link} to={signInLink.to} variant="light">
              {signInLink.label}
            </Button>
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
