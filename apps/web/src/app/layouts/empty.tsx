/** Layout "empty": nothing around the page. */
import { Outlet } from 'react-router';
import classes from './layouts.module.css';

export function EmptyLayout() {
  return (
    <main data-layout="empty" id="main" tabIndex={-1} className={classes.main}>
      <Outlet />
    </main>
  );
}
