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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
