/**
 * The loading bar while the router loads a page: it appears only when loading takes longer than
 * 200 ms, and stays full for 500 ms once done (specification section 9).
 */
import { NavigationProgress, nprogress, nprogressStore, useNprogress } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

export const progressThrottleMs = 200;
export const progressHideDelayMs = 500;

export function RouteProgress() {
  const loading = useNavigation().state !== 'idle';
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!loading) return;
    let shown = false;
    const showTimer = setTimeout(() => {
      clearTimeout(hideTimer.current);
      nprogress.reset();
      nprogress.start();
      shown = true;
    }, progressThrottleMs);
    return () => {
      clearTimeout(showTimer);
      if (!shown) return;
      nprogress.stop();
      nprogress.set(100);
      hideTimer.current = setTimeout(() => nprogress.reset(), progressHideDelayMs);
    };
  }, [loading]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Hidden from assistive technology while there is nothing to report.
  const { mounted } = useNprogress(nprogressStore);
  return <NavigationProgress size={3} aria-label="Loading the page" aria-hidden={mounted ? undefined : true} />;
}
