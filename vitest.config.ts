import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { APPS } from '@estefania/shared/apps';

// One `vitest run` at the root runs every workspace's unit tests, each with its own config: the
// shared package, every app of the registry, automation, and the deploy recipe's check.
const projects = [
  'shared/vitest.config.ts',
  ...Object.values(APPS).map((app) => `${app.dir}/vite.config.ts`),
  'automation/vitest.config.ts',
  'deploy/vitest.config.mjs',
].filter((file) => existsSync(new URL(file, import.meta.url))); // from the root, whatever the working directory

export default defineConfig({ test: { projects } });
