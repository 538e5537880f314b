// Chromium driven over a bare DevTools pipe, for measures a harness would change (bench:interaction's
// long tasks). Playwright (and Lighthouse) enable the inspector's Runtime domain on every page, and with
// it V8 captures a detailed stack trace — line and column of every frame — for each Error object made:
// React DOM makes five at load (its sentinel errors), inside the one function its CommonJS wrapper is,
// so V8 re-parses that function and the module (~100 ms on a 4× slower CPU) to find their source
// positions. A visitor's browser has no inspector attached and never pays it. Here no domain that
// instruments scripts is enabled: Emulation, Network, Page and Input only, and Runtime.evaluate (which
// does not enable the domain) to scroll and to read the page's own measures.
// The protocol over `--remote-debugging-pipe` is the one Playwright speaks: JSON messages ending in a
// NUL byte, Chromium reading file descriptor 3 and writing 4.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from './chromium.mjs';

/** Launches headless Chromium; `newPage()` opens a page in a fresh profile (a browser context). */
export async function launchBareChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'estefania-bare-'));
  const child = spawn(
    chromiumLaunch.executablePath,
    ['--headless=new', ...chromiumLaunch.args, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , toChromium, fromChromium] = child.stdio;
  let nextId = 0;
  const pending = new Map();
  let buffered = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('Chromium exited'));
    pending.clear();
  });
  /** One protocol command, to the browser or (with a session) to a page. */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { method, resolve, reject });
      toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  return {
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      return {
        send: (method, params) => send(method, params, sessionId),
        /** The value of an expression in the page (awaited if it is a promise). */
        async evaluate(expression) {
          const { result, exceptionDetails } = await send(
            'Runtime.evaluate',
            { expression, returnByValue: true, awaitPromise: true },
            sessionId,
          );
          if (exceptionDetails)
            throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
          return result.value;
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    async close() {
      child.kill();
      await exited;
      // Chromium's helpers may still be writing to the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
