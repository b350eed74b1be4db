/**
 * Layout "login-lay": the header, then a brand panel with our promise beside the page (after it on
 * phones), then the footer. The landing page and the sign-in pages use it.
 */
import { Stack, Text } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { Outlet } from 'react-router';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const promises = [
  'Free for home buyers, always.',
  'Grants and loans from state agencies, cities and nonprofits, checked against your answers.',
  'A participating lender to talk it through, at a time that suits you.',
];

export function LoginLayout() {
  return (
    <div data-layout="login-lay" className={classes.frame}>
      <SiteHeader />
      <div className={classes.split}>
        <main id="main" tabIndex={-1} className={`${classes.main} ${classes.splitPage}`}>
          <Outlet />
        </main>
        <aside aria-label="Why Homebuyer Wizard" className={classes.brand}>
          <Stack gap="lg" className={classes.brandInner}>
            <Text fz={{ base: 22, md: 28 }} fw={800} lh={1.25}>
              Money for your home may be closer than you think.
            </Text>
            <Stack component="ul" gap="sm" className={classes.brandPoints}>
              {promises.map((promise) => (
                <li key={promise} className={classes.brandPoint}>
                  <span className={classes.brandCheck} aria-hidden="true">
                    <IconCheck size={16} stroke={2.5} />
                  </span>
                  <Text>{promise}</Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </aside>
      </div>
      <SiteFooter />
    </div>
  );
}
