/**
 * Layout "side-nav": the header, and the buyer's areas beside the page (in the menu panel on phones).
 * Only buyers' pages use it: the router sends every other role home first.
 */
import { NavLink, Outlet } from 'react-router';
import { roleShells } from '@/config/role-shells';
import classes from './layouts.module.css';
import { SiteHeader } from './site-header';

const buyerAreas = roleShells.buyer.areaLinks;

export function SideNavLayout() {
  return (
    <div data-layout="side-nav" className={classes.frame}>
      <SiteHeader areaLinks={buyerAreas} />
      <div className={classes.withSideNav}>
        <nav aria-label="Your areas" className={classes.sideNav}>
          <ul className={classes.sideNavList}>
            {buyerAreas.map((area) => (
              <li key={area.to}>
                <NavLink to={area.to} className={`${classes.sideNavLink} mantine-focus-auto`}>
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
