import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', '*.test.ts'],
          exclude: ['src/**/*.db.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/**/*.db.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Vitest's default is one file at a time on a 2-core machine (cores - 1); an API file
          // waits on PostgreSQL much of the time, so two at once finish sooner. Each file has its
          // own database cloned from the template.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
