import { describe, expect, it } from 'vitest';
import { reloadGuardMs, shouldOfferReload } from './should-offer-reload';

const now = 1_800_000_000_000;

describe('shouldOfferReload', () => {
  it.each([
    ['a newer build is deployed', { latestId: 'b', reloadedAt: null }, true],
    ['the running build is the latest', { latestId: 'a', reloadedAt: null }, false],
    ['the latest build could not be read', { latestId: null, reloadedAt: null }, false],
    ['the tab reloaded for a new build 3 seconds ago', { latestId: 'b', reloadedAt: now - 3_000 }, false],
    ['the tab reloaded just under 10 seconds ago', { latestId: 'b', reloadedAt: now - reloadGuardMs + 1 }, false],
    ['the tab reloaded 10 seconds ago', { latestId: 'b', reloadedAt: now - reloadGuardMs }, true],
    ['the tab reloaded an hour ago', { latestId: 'b', reloadedAt: now - 3_600_000 }, true],
    ['the remembered reload lies in the future (clock changed)', { latestId: 'b', reloadedAt: now + 60_000 }, true],
  ])('when %s: %s', (_case, check, expected) => {
    expect(shouldOfferReload({ runningId: 'a', now, ...check })).toBe(expected);
  });
});
