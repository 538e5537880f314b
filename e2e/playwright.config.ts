import { defineConfig, devices } from '@playwright/test';
import { appPort } from '@estefania/shared/apps';
import { chromiumLaunch } from '../scripts/chromium.mjs';
import { E2E_PORTS } from './ports';

export const SHELL_URL = `http://localhost:${appPort('shell')}`;
/** A local business website the onboarding tests give to the automation service. */
export const SAMPLE_SITE_URL = `http://127.0.0.1:${E2E_PORTS.sampleSite}/`;
/** Where the suite's production voice would answer: nothing listens there (a provider outage). */
export const PROVIDER_DOWN_URL = `http://127.0.0.1:${E2E_PORTS.providerDown}`;

export default defineConfig({
  testDir: './tests',
  // The demo tests need the automation service, which listens a few seconds after the site.
  globalSetup: './wait-for-automation.ts',
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
  webServer: [
    {
      // The production build, exactly as `npm start` serves it (npm test builds before this runs).
      command: 'node ../scripts/start.mjs --no-build',
      url: `${SHELL_URL}/remotes.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // start.mjs stops the servers and the automation service (its own process group) on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // The automation service may fetch the loopback sample site, and the suite makes more demos than
      // the per-IP rate limit meant for the public allows.
      // A production voice (Azure Speech) is configured but down: nothing listens on its address, so
      // every demo of the suite goes through the fallback a provider outage takes (#25) and is spoken
      // by the embedded voice, which the answers say. The key is a placeholder, never a credential.
      env: {
        AUTOMATION_ALLOW_PRIVATE_HOSTS: 'true',
        CREATE_DEMO_RATE_LIMIT: '1000',
        // The suite's live calls all come from 127.0.0.1, and a reused server lives across runs (#34).
        CALL_PER_CLIENT_PER_HOUR: '1000',
        TTS_PROVIDER: 'azure',
        AZURE_SPEECH_KEY: 'e2e-placeholder-not-a-key',
        TTS_PROVIDER_URL: PROVIDER_DOWN_URL,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node sample-site/serve.mjs',
      url: SAMPLE_SITE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
