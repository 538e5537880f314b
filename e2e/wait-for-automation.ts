// Playwright global setup, run once the web servers are up: `start.mjs` starts the automation service
// alongside the site, but the site answers first (the service opens PGlite and loads the voice, several
// seconds on a cold machine). Tests that make a demo must not click «Guardar» before it listens.
const AUTOMATION_HEALTH = 'http://localhost:8787/health';

export default async function waitForAutomation(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(AUTOMATION_HEALTH);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The automation service did not answer ${AUTOMATION_HEALTH} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
