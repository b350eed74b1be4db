/**
 * Checks every hour whether a newer build of the app was deployed (check-for-new-build.tsx, loaded
 * when the hour comes, so that the first page does not download it).
 */
import { useEffect } from 'react';

export const buildCheckIntervalMs = 60 * 60_000;

const checkForNewBuild = () =>
  import('../check-for-new-build').then((module) => module.checkForNewBuild()).catch(() => {});

export function BuildCheck() {
  useEffect(() => {
    // A development server has no deployed build to compare with.
    if (import.meta.env.DEV) return;
    const timer = window.setInterval(checkForNewBuild, buildCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
