import { describe, expect, it } from 'vitest';
import { socketDirectoryOf } from './embedded.ts';

describe('the Unix socket of the embedded server', () => {
  it.each([
    ['a usual data folder', '/var/lib/homebuyer-wizard/postgres/cluster', '/var/lib/homebuyer-wizard/postgres/cluster'],
    ['a folder too deep for a socket path', `/srv/${'deep/'.repeat(20)}cluster`, undefined],
    ['a folder PostgreSQL would read as two', '/srv/a,b/cluster', undefined],
    ['a folder with a space', '/srv/my data/cluster', undefined],
  ])('goes in the cluster folder, or nowhere (TCP) for %s', (_, clusterDir, expected) => {
    expect(socketDirectoryOf(clusterDir, 54321)).toBe(expected);
  });
});
