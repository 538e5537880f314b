// @vitest-environment node
// `npm start`'s file server (scripts/serve.mjs) serves precompressed files by the same negotiation as
// the shell server's pages: q-values count (sirv alone would send brotli to `br;q=0`).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptEncodingForSirv, createAppServer } from '../../../scripts/serve.mjs';

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

  it('hands sirv only what the negotiation allows', () => {
    expect(acceptEncodingForSirv('gzip, deflate, br')).toBe('br, gzip');
    expect(acceptEncodingForSirv('br;q=0, gzip')).toBe('gzip');
    expect(acceptEncodingForSirv(undefined)).toBe('identity');
  });
});
