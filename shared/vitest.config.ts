import { defineConfig } from 'vitest/config';
import { vitestConfig } from './src/tooling/federation.js';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: { ...vitestConfig(), name: 'shared' },
});
