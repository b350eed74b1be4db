/** Layout "default": the header, the page, the footer. */
import { Outlet } from 'react-router';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function DefaultLayout() {
  return (
    <div data-layout="default" className={classes.frame}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
