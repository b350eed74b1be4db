import { describe, expect, it } from 'vitest';
import { withHook } from './route-hooks.ts';

describe('withHook', () => {
  const ours = () => 'ours';
  const theirs = () => 'theirs';
  const also = () => 'also';

  it.each([
    ['no hooks', undefined, [ours]],
    ['one hook', theirs, [theirs, ours]],
    ['an array of hooks', [theirs, also], [theirs, also, ours]],
  ])('puts ours after %s', (_, hooks, expected) => {
    expect(withHook(hooks, ours)).toEqual(expected);
  });

  it.each([
    ['no hooks', undefined, [ours]],
    ['one hook', theirs, [ours, theirs]],
    ['an array of hooks', [theirs, also], [ours, theirs, also]],
  ])('puts ours before %s when asked to', (_, hooks, expected) => {
    expect(withHook(hooks, ours, 'start')).toEqual(expected);
  });

  it("leaves the route's own array as it was", () => {
    const hooks = [theirs];
    withHook(hooks, ours);
    expect(hooks).toEqual([theirs]);
  });
});
