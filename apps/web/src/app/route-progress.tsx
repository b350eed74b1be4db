/**
 * The loading bar while the router loads a page, with the timings of docs/product.md section 16: it
 * appears only when loading takes longer than 200 ms (throttle), fills as a load of about 2000 ms
 * would (duration), is 3 px high, stays full for 500 ms once done (hide delay) and goes back to
 * empty 400 ms after it is hidden (reset delay), so that it never visibly runs backwards.
 */
import {
  NavigationProgress,
  nprogress,
  nprogressStore,
  updateNavigationProgressStateAction,
  useNprogress,
} from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

export const progressThrottleMs = 200;
export const progressDurationMs = 2000;
export const progressHideDelayMs = 500;
export const progressResetDelayMs = 400;
export const progressHeightPx = 3;
/** How often the bar moves while a page loads. */
const PROGRESS_TICK_MS = 100;

/**
 * How full the bar is after `elapsedMs` of loading, in percent: quick at first, slowing down, never
 * full before the page is there (about 70 % at the duration, 84 % at twice it).
 */
export function estimatedProgress(elapsedMs: number, durationMs = progressDurationMs): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50);
}

export function RouteProgress() {
  const loading = useNavigation().state !== 'idle';
  const afterTimers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    if (!loading) return;
    let tick: ReturnType<typeof setInterval> | undefined;
    const startedAt = Date.now();
    const showTimer = setTimeout(() => {
      for (const timer of afterTimers.current) clearTimeout(timer);
      nprogress.set(estimatedProgress(Date.now() - startedAt));
      tick = setInterval(() => nprogress.set(estimatedProgress(Date.now() - startedAt)), PROGRESS_TICK_MS);
    }, progressThrottleMs);
    return () => {
      clearTimeout(showTimer);
      if (tick === undefined) return;
      clearInterval(tick);
      nprogress.set(100);
      afterTimers.current = [
        setTimeout(
          () => updateNavigationProgressStateAction(() => ({ mounted: false }), nprogressStore),
          progressHideDelayMs,
        ),
        setTimeout(() => nprogress.reset(), progressHideDelayMs + progressResetDelayMs),
      ];
    };
  }, [loading]);

  useEffect(() => () => afterTimers.current.forEach(clearTimeout), []);

  // Hidden from assistive technology while there is nothing to report.
  const { mounted } = useNprogress(nprogressStore);
  return (
    <NavigationProgress
      size={progressHeightPx}
      aria-label="Loading the page"
      aria-hidden={mounted ? undefined : true}
    />
  );
}
