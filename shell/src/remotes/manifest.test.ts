import { describe, expect, it } from 'vitest';
import { fetchRemotesManifest, ManifestError } from './manifest';

const valid = {
  remotes: {
    marketing: 'https://mk.example.es/remoteEntry.js',
    industries: 'https://in.example.es/remoteEntry.js',
    pricing: 'https://pr.example.es/remoteEntry.js',
    onboarding: 'https://on.example.es/remoteEntry.js',
  },
};

function answer(body: string, init: ResponseInit = {}): typeof fetch {
  return () => Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init }));
}

describe('fetchRemotesManifest', () => {
  it('reads a valid manifest and applies the default timeout', async () => {
    const manifest = await fetchRemotesManifest(answer(JSON.stringify(valid)));
    expect(manifest.remotes.pricing).toBe('https://pr.example.es/remoteEntry.js');
    expect(manifest.loadTimeoutMs).toBe(10000);
  });

  it('refuses the SPA fallback (index.html with 200) instead of parsing it', async () => {
    const fetchHtml = answer('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } });
    await expect(fetchRemotesManifest(fetchHtml)).rejects.toThrow(/no es JSON/);
  });

  it('refuses a non-ok answer', async () => {
    await expect(fetchRemotesManifest(answer('', { status: 404 }))).rejects.toThrow(/404/);
  });

  it('refuses broken JSON', async () => {
    await expect(fetchRemotesManifest(answer('{"remotes":'))).rejects.toThrow(/JSON válido/);
  });

  it('refuses a remote URL that is not http(s)', async () => {
    const hostile = { remotes: { ...valid.remotes, pricing: 'javascript:alert(1)' } };
    await expect(fetchRemotesManifest(answer(JSON.stringify(hostile)))).rejects.toThrow(/remotes.pricing/);
  });

  it('reports a network failure as a ManifestError', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchRemotesManifest(offline)).rejects.toBeInstanceOf(ManifestError);
  });
});
