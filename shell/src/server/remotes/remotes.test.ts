// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getSiteConfig } from '@estefania/shared';
import { remotesManifestSchema } from '../../remotes/manifest';
import { ManifestFile, RemoteVersions } from './remotes';
import { RemotePages, type Federation } from './remotePages';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A remote host that answers its manifest but never answers anything else (a hung remote). */
async function hungRemote(): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/mf-manifest.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ metaData: { ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '', type: 'module' } } }));
    }
    // Anything else: never answered.
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`;
}

function manifestWith(pricing: string, extra: Record<string, unknown> = {}) {
  return remotesManifestSchema.parse({
    remotes: {
      marketing: 'http://127.0.0.1:9/remoteEntry.js',
      industries: 'http://127.0.0.1:9/remoteEntry.js',
      pricing,
      onboarding: 'http://127.0.0.1:9/remoteEntry.js',
    },
    ...extra,
  });
}

describe('RemotePages (in a render worker)', () => {
  it('gives up on a hung remote after the timeout instead of hanging the request', async () => {
    const pages = new RemotePages({}, 'temp-file');
    const entry = await hungRemote();
    const started = Date.now();
    const result = await pages.load('pricing', 'PricingPage', entry, `${entry}#v1`, 300);
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    if (!result.ok) expect(result.reason).toMatch(/no respondió en 300 ms/);
  });

  it('reports a remote that is down as a failure, quickly', async () => {
    const pages = new RemotePages({}, 'temp-file');
    const entry = 'http://127.0.0.1:9/remoteEntry.js';
    const result = await pages.load('pricing', 'PricingPage', entry, `${entry}#unknown`, 2000);
    expect(result.ok).toBe(false);
  });
});

/**
 * A federation runtime as it behaves on the server: one module graph is linked at a time, and
 * registering a remote again (`force`) drops the container and share scope a load under way is
 * waiting on, so that load never ends, nor does any load queued behind it.
 */
function runtimeLike() {
  const registered: string[] = [];
  let current = '';
  let queue: Promise<unknown> = Promise.resolve();
  const holds: (() => void)[] = [];
  const federation = {
    registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }) {
      for (const remote of remotes) {
        if (options?.force && holds.length > 0) broken = true;
        current = remote.entry;
        registered.push(remote.entry);
      }
    },
    loadRemote(id: string) {
      const entry = current;
      const load = queue.then(
        () =>
          new Promise((resolve) => {
            // The first load of a fresh worker waits for its shared modules; the test releases it.
            holds.push(() => (broken ? undefined : resolve({ default: () => `${id} @ ${entry}` })));
          }),
      );
      queue = load;
      return load;
    },
  } as unknown as Federation;
  let broken = false;
  return {
    federation,
    registered,
    release() {
      for (const hold of holds.splice(0)) hold();
    },
  };
}

describe('RemotePages across a redeploy', () => {
  const entry = 'http://127.0.0.1:9/remoteEntry.js';
  const version = (hash: string) => `${entry}#${hash}`;

  it('registers the new version once the loads of the old one under way have ended, and both answer', async () => {
    const runtime = runtimeLike();
    const pages = new RemotePages({}, 'vm', {}, runtime.federation);
    const old = pages.load('pricing', 'PricingPage', entry, version('aaa'), 2000);
    const oldCookies = pages.load('pricing', 'CookiesPage', entry, version('aaa'), 2000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A redeploy while the fresh worker is still loading the old release.
    const next = pages.load('pricing', 'PricingPage', entry, version('bbb'), 2000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runtime.registered).toEqual([`${entry}?v=aaa`]);
    const releaser = setInterval(() => runtime.release(), 5);
    try {
      const [a, b, c] = await Promise.all([old, oldCookies, next]);
      expect(a.ok && b.ok && c.ok).toBe(true);
      if (a.ok && c.ok) {
        // The fake's page says which registration it came from.
        const said = (module: { default: unknown }) => (module.default as () => string)();
        expect(said(a.module)).toBe(`pricing/PricingPage @ ${entry}?v=aaa`);
        expect(said(c.module)).toBe(`pricing/PricingPage @ ${entry}?v=bbb`);
      }
      expect(runtime.registered).toEqual([`${entry}?v=aaa`, `${entry}?v=bbb`]);
    } finally {
      clearInterval(releaser);
    }
  });

  it('serves a request that still asks for the release before (resolved before the redeploy) and then the new one again', async () => {
    const runtime = runtimeLike();
    const releaser = setInterval(() => runtime.release(), 5);
    try {
      const pages = new RemotePages({}, 'vm', {}, runtime.federation);
      const results = await Promise.all([
        pages.load('pricing', 'PricingPage', entry, version('aaa'), 2000),
        pages.load('pricing', 'PricingPage', entry, version('bbb'), 2000),
        pages.load('pricing', 'PricingPage', entry, version('aaa'), 2000),
        pages.load('pricing', 'PricingPage', entry, version('bbb'), 2000),
      ]);
      expect(results.map((result) => result.ok)).toEqual([true, true, true, true]);
      expect(runtime.registered).toEqual([`${entry}?v=aaa`, `${entry}?v=bbb`, `${entry}?v=aaa`, `${entry}?v=bbb`]);
    } finally {
      clearInterval(releaser);
    }
  });

  it('registers the new version anyway once a load of the old one has hung past the timeout', async () => {
    const runtime = runtimeLike();
    const pages = new RemotePages({}, 'vm', {}, runtime.federation);
    const hung = await pages.load('pricing', 'PricingPage', entry, version('aaa'), 100);
    expect(hung).toEqual({ ok: false, reason: 'pricing no respondió en 100 ms' });
    const next = pages.load('pricing', 'CookiesPage', entry, version('bbb'), 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runtime.registered).toEqual([`${entry}?v=aaa`, `${entry}?v=bbb`]);
    expect((await next).ok).toBe(false);
  });
});

describe('RemoteVersions', () => {
  it("changes a remote's version when its manifest changes (a redeploy at the same URL)", async () => {
    let body = '{"v":1}';
    const fetchImpl = (() => Promise.resolve(new Response(body, { status: 200 }))) as typeof fetch;
    const remotes = new RemoteVersions(fetchImpl);
    const manifest = manifestWith('http://127.0.0.1:9/remoteEntry.js', { ssrRevalidateMs: 0 });
    const first = await remotes.version('pricing', manifest);
    expect(await remotes.version('pricing', manifest)).toBe(first);
    body = '{"v":2}';
    expect(await remotes.version('pricing', manifest)).not.toBe(first);
  });

  it('changes the version when remotes.json points the remote somewhere else', async () => {
    const fetchImpl = (() => Promise.resolve(new Response('{}', { status: 200 }))) as typeof fetch;
    const remotes = new RemoteVersions(fetchImpl);
    const a = await remotes.version('pricing', manifestWith('http://127.0.0.1:9/a/remoteEntry.js'));
    const b = await remotes.version('pricing', manifestWith('http://127.0.0.1:9/b/remoteEntry.js'));
    expect(a).not.toBe(b);
  });
});

describe('ManifestFile', () => {
  it('re-reads remotes.json when it changes and keeps the last good one after an invalid edit', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'remotes-')), 'remotes.json');
    const write = (pricing: string, phone = '911234567') =>
      writeFileSync(path, JSON.stringify({ remotes: manifestWith(pricing).remotes, config: { phone } }));
    write('http://127.0.0.1:9/v1/remoteEntry.js');
    const logs: string[] = [];
    const file = new ManifestFile(path, 0, (message) => logs.push(message));
    expect((await file.get()).manifest.remotes.pricing).toBe('http://127.0.0.1:9/v1/remoteEntry.js');
    expect(getSiteConfig().phone).toBe('911234567');

    write('http://127.0.0.1:9/v2/remoteEntry.js', '912222222');
    expect((await file.get()).manifest.remotes.pricing).toBe('http://127.0.0.1:9/v2/remoteEntry.js');
    expect(getSiteConfig().phone).toBe('912222222');

    writeFileSync(path, '{ "remotes": ');
    expect((await file.get()).manifest.remotes.pricing).toBe('http://127.0.0.1:9/v2/remoteEntry.js');
    expect(logs.join('\n')).toMatch(/no es un JSON válido/);
  });
});
