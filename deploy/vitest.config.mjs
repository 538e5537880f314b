import { defineConfig } from 'vitest/config';

// The deploy recipe's check (check.test.mjs): Node, and time for the static part to run for real.
export default defineConfig({
  test: { name: 'deploy', environment: 'node', include: ['*.test.mjs'], testTimeout: 60_000 },
});
