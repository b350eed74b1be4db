import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on CI's two, so every file ran
    // in turn while the API's files mostly waited on PostgreSQL and the processes they start (the run
    // used about one core of two). Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/support/**/*.test.ts',
            'bench/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
          // The engine's property tests judge every catalogue program hundreds of times: seconds on a
          // quiet machine, and over half a minute on a shared one with a load of 30 (measured). A
          // timeout only bounds a hang, so it is generous.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/api/test/support/global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          // Bounds on a hang, not timings: on a shared machine loaded to 15, the random fuzz and the
          // worker's jobs took over 30 s (measured), which they never do on a quiet one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
