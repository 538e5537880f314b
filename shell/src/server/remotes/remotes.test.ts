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
import { RemotePages } from './remotePages';

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
