/** The logo as the way home, named for screen readers. */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home-logo-link.module.css';
import { Logo } from './logo';

export function HomeLogoLink() {
  return (
    <Anchor component={Link} to={paths.home} aria-label="Homebuyer Wizard home" className={classes.link}>
      <Logo />
    </Anchor>
  );
}
