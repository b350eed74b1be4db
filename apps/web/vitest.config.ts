import { defineProject, mergeConfig } from 'vitest/config';
import { browserConfig } from './vite.config.ts';

export default mergeConfig(
  browserConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // As the other projects: a busy machine can take seconds where an idle one takes milliseconds.
      testTimeout: 120_000,
      setupFiles: ['../../test/fail-on-console-error.ts', './src/test/setup.ts'],
    },
  }),
);
