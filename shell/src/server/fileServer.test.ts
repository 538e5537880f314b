// @vitest-environment node
// `npm start`'s file server (scripts/serve.mjs) serves precompressed files by the same negotiation as
// the shell server's pages: q-values count (sirv, used before, sent brotli to `br;q=0`); and it keeps
// serving while a build is replaced under it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer, encodingsToTry } from '../../../scripts/serve.mjs';

const SOURCE = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe("npm start's file server negotiates Accept-Encoding with q-values", () => {
  let server: ReturnType<typeof createAppServer>;
  let base = '';

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'serve-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>EstefanIA</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), SOURCE);
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(SOURCE));
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(SOURCE));
    server = createAppServer('pricing', { dist });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity;q=0', null],
    ['identity, gzip;q=0.5', null],
    ['identity', null],
  ] as const)('Accept-Encoding %j → %s', async (header, expected) => {
    // fetch sends the header given and decodes the answer: the text is the file either way.
    const response = await fetch(`${base}/assets/app-abc.js`, { headers: { 'accept-encoding': header } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(expected);
    expect(await response.text()).toBe(SOURCE);
  });

  it('answers a path with broken percent-encoding with a 400 and keeps serving', async () => {
    const broken = await fetch(`${base}/assets/%E0%A4%A`);
    expect(broken.status).toBe(400);
    expect((await fetch(`${base}/assets/app-abc.js`)).status).toBe(200);
  });

  it('tries only the copies the negotiation allows, the file as it is last', () => {
    expect(encodingsToTry('gzip, deflate, br')).toEqual(['br', 'gzip', 'identity']);
    expect(encodingsToTry('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(encodingsToTry(undefined)).toEqual(['identity']);
  });
});

describe("npm start's file server while the build is replaced under it", () => {
  /** A release's files as Vite writes them: an entry that names its hashed chunk, and the chunk. */
  function release(version: number): Record<string, string> {
    const chunk = `assets/chunk-v${version}.js`;
    const code = `export const version = ${version}; // ${'x'.repeat(20_000)}`;
    return { 'remoteEntry.js': `import './${chunk}'; // v${version}`, [chunk]: code, 'routes.json': `{"v":${version}}` };
  }

  /** Vite's in-place build: the folder emptied, then each file (and its compressed copies) written. */
  async function rebuild(dist: string, version: number): Promise<void> {
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    for (const [name, text] of Object.entries(release(version))) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
  }

  it('answers every request with a whole old or new file, or a 404, and serves the new release afterwards', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'serve-rebuild-'));
    await rebuild(dist, 0);
    const server = createAppServer('pricing', { dist });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const known = new Set(Array.from({ length: 6 }, (_, version) => Object.values(release(version))).flat());
    const statuses = new Map<number, number>();
    let flowing = true;
    const flow = async (encoding: string) => {
      while (flowing) {
        for (const name of ['remoteEntry.js', 'routes.json', 'assets/chunk-v0.js', 'assets/chunk-v5.js']) {
          const response = await fetch(`${base}/${name}`, { headers: { 'accept-encoding': encoding } });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 200) expect(known.has(text), `${name}: a whole file of one release`).toBe(true);
          else expect(response.status).toBe(404);
        }
      }
    };
    const clients = [flow('br'), flow('gzip'), flow('identity'), flow('br')];
    for (let version = 1; version <= 5; version += 1) await rebuild(dist, version);
    flowing = false;
    await Promise.all(clients);
    expect(statuses.get(200)).toBeGreaterThan(0);
    // After the last build: the new release, every file, every encoding.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      expect(await response.text()).toBe(release(5)['remoteEntry.js']);
      expect((await fetch(`${base}/assets/chunk-v5.js`)).status).toBe(200);
      expect((await fetch(`${base}/assets/chunk-v0.js`)).status).toBe(404);
    }
    await new Promise((resolve) => server.close(resolve));
  });
});
