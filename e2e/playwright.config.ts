import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.mjs';

export const SHELL_URL = 'http://localhost:5173';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    // The production build, exactly as `npm start` serves it (npm test builds before this runs).
    command: 'node ../scripts/start.mjs --no-build',
    url: `${SHELL_URL}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // start.mjs stops the servers and the automation service (its own process group) on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
