/**
 * Our wordmark: the house mark and "Homebuyer Wizard" as outlines. The shapes live in
 * logo.svg (cached with the other assets, not in the JavaScript); the text takes its colours from
 * the colour mode through CSS variables.
 */

import classes from './logo.module.css';
import logoUrl from './logo.svg?no-inline';

const wordmarkWidth = 276;

/** Decorative: the link or heading around it carries the name. */
export function Logo({ height = 50 }: { height?: number }) {
  return (
    <svg
      className={classes.logo}
      viewBox={`0 0 ${wordmarkWidth} 48`}
      height={height}
      width={(height * wordmarkWidth) / 48}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${logoUrl}#wordmark`} />
    </svg>
  );
}
