import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit tests, each with its own config.
const projects = [
  'shared/vitest.config.ts',
  'shell/vite.config.ts',
  'remote-marketing/vite.config.ts',
  'remote-industries/vite.config.ts',
  'remote-pricing/vite.config.ts',
  'remote-onboarding/vite.config.ts',
  'automation/vitest.config.ts',
].filter((file) => existsSync(file));

export default defineConfig({ test: { projects } });
