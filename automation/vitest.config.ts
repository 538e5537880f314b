import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'automation',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Real speech synthesis and an embedded PostgreSQL start in some suites: give hooks room on slow CI.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
