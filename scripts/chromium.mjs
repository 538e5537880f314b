// How this project launches Debian's Chromium (Playwright cannot download its own browser here).
// Root needs --no-sandbox; the rest keeps Chromium off the network this machine does not have.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
