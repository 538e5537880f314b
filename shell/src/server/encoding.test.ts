// @vitest-environment node
// The shell server's pages compressed as the browser's Accept-Encoding asks, q-values included
// (the rule itself, case by case: shared/src/tooling/encoding.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleSite } from '@estefania/shared/testing/site';
import { remotesManifestSchema } from '../remotes/manifest';
import { createShellApp } from './app';

const manifest = remotesManifestSchema.parse({
  remotes: {
    marketing: 'http://127.0.0.1:1/remoteEntry.js',
    industries: 'http://127.0.0.1:2/remoteEntry.js',
    pricing: 'http://127.0.0.1:3/remoteEntry.js',
    onboarding: 'http://127.0.0.1:4/remoteEntry.js',
  },
});

const distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const app = createShellApp({
  distDir,
  manifestFile: { get: () => Promise.resolve({ manifest, hash: 'm1' }) },
  renderer: {
    version: () => Promise.resolve('v1'),
    render: (request) =>
      Promise.resolve({
        html: `<!DOCTYPE html><html lang="es"><body><h1>${new URL(request.url).pathname}</h1></body></html>`,
        renderError: null,
        failure: null,
      }),
  },
  catalog: { get: () => Promise.resolve({ site: sampleSite, version: 'r1' }) },
  indexHtml: '<!doctype html><html lang="es"><head><title>EstefanIA</title></head><body><div id="root"></div></body></html>',
  pageScript: '/assets/page-1.js',
  log: () => undefined,
});

async function page(acceptEncoding?: string) {
  const response = await app.request('http://localhost/precios', {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const html = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return { status: response.status, encoding, vary: response.headers.get('vary'), html: html.toString() };
}

describe('the shell server negotiates Accept-Encoding with q-values', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity;q=0', null],
    ['identity, gzip;q=0.5', null],
    [undefined, null],
  ] as const)('Accept-Encoding %j → %s', async (header, expected) => {
    const answer = await page(header);
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe(expected);
    expect(answer.vary).toBe('Accept-Encoding');
    expect(answer.html).toContain('<h1>/precios</h1>');
  });
});
