// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, resolveSiteConfig } from '@estefania/shared/config';
import { remotesManifestSchema } from '../../remotes/manifest';
import { afterFirstPaint } from '../app';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './securityHeaders';

const manifest = remotesManifestSchema.parse({
  remotes: {
    marketing: 'https://m.cdn.es/marketing/r1/remoteEntry.js',
    industries: 'https://i.cdn.es/remoteEntry.js',
    pricing: 'https://m.cdn.es/pricing/r9/remoteEntry.js',
    onboarding: 'http://localhost:5177/remoteEntry.js',
  },
});
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive.split(' ').slice(1)]));

describe('inlineScriptHashes', () => {
  it('hashes exactly the inline scripts that run: the loader and the boot state, not JSON-LD nor src scripts', () => {
    const loader = afterFirstPaint('/assets/a.js');
    const html = `<html><head>${loader}<script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="module" src="/assets/x.js"></script></head><body><script>window.__ESTEFANIA_SSR__={"a":1};</script></body></html>`;
    const body = /<script>([\s\S]*?)<\/script>/.exec(loader)![1]!;
    expect(inlineScriptHashes(html)).toEqual([sha(body), sha('window.__ESTEFANIA_SSR__={"a":1};')]);
  });

  it('names a repeated script once and an empty page with none', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
    expect(inlineScriptHashes('<p>sin scripts</p>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const config = resolveSiteConfig({
    webhooks: { createDemo: 'https://n8n.es/webhook/demo', createAccount: 'https://n8n.es/webhook/cuenta' },
    eventsEndpoint: 'https://medidas.estefania.es/events',
    trialLink: 'https://pagos.es/prueba',
  }).config;
  const policy = directives(contentSecurityPolicy(manifest, config, ['sha256-abc']));

  it('lets scripts come only from the shell, the remotes of remotes.json and the page’s own inline scripts', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://m.cdn.es',
      'https://i.cdn.es',
      'http://localhost:5177',
      "'sha256-abc'",
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('lets the page call the webhooks and the events endpoint of the config, and play the demo from them', () => {
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://n8n.es', 'https://medidas.estefania.es']));
    expect(policy['media-src']).toEqual(expect.arrayContaining(['https://n8n.es']));
  });

  it('plays the demo audio from the storage the config names, and from nowhere else', () => {
    expect(policy['media-src']).toEqual([
      "'self'",
      'https://n8n.es',
      'http://localhost:8787',
      'https://medidas.estefania.es',
      'blob:',
    ]);
    const stored = resolveSiteConfig({ mediaOrigins: ['https://audios.cdn.es', 'https://*.r2.dev', 'https://n8n.es'] });
    expect(stored.ok).toBe(true);
    const withStorage = directives(contentSecurityPolicy(manifest, stored.config));
    expect(withStorage['media-src']).toEqual([
      "'self'",
      'http://localhost:8787',
      'https://audios.cdn.es',
      'https://*.r2.dev',
      'https://n8n.es',
      'blob:',
    ]);
    // Storage for audio is not a place scripts or data may come from.
    expect(withStorage['script-src']).not.toContain('https://audios.cdn.es');
    expect(withStorage['connect-src']).not.toContain('https://audios.cdn.es');
  });

  it('never lets the site be framed, plugins run or the base URL change; forms post here or to the checkout', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(expect.arrayContaining(["'self'", 'https://pagos.es', 'http://localhost:8787']));
    expect(policy['report-uri']).toEqual(['/csp-informe']);
  });
});

describe('securityHeaders', () => {
  it('sets the referrer, permissions and framing policies on every page, and no opener policy', () => {
    expect(securityHeaders(defaultSiteConfig)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(securityHeaders(defaultSiteConfig)['Permissions-Policy']).toContain('camera=()');
    expect(securityHeaders(defaultSiteConfig)).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });

  it('opens the microphone to the site itself on the onboarding only, for the live call with the demo (#34)', () => {
    for (const path of ['/onboarding', '/onboarding/success']) {
      expect(securityHeaders(defaultSiteConfig, path)['Permissions-Policy']).toContain('microphone=(self)');
    }
    for (const path of ['/', '/precios', '/onboardingx', '/demo', '']) {
      expect(securityHeaders(defaultSiteConfig, path)['Permissions-Policy']).toContain('microphone=()');
    }
  });

  it("lets pages connect to the live call's socket and to the call provider's origins in the configuration, nothing else (#34)", () => {
    const local = directives(contentSecurityPolicy(manifest, defaultSiteConfig));
    expect(local['connect-src']).toContain('ws://localhost:8787');
    const deployed = directives(
      contentSecurityPolicy(manifest, {
        ...defaultSiteConfig,
        webhooks: { ...defaultSiteConfig.webhooks, startCall: 'https://automatizacion.estefania.es/calls' },
        callProviderOrigins: ['https://voz.proveedor.example'],
      }),
    );
    expect(deployed['connect-src']).toEqual(
      expect.arrayContaining([
        'https://automatizacion.estefania.es',
        'wss://automatizacion.estefania.es',
        'https://voz.proveedor.example',
      ]),
    );
    expect(deployed['connect-src']).not.toContain('ws://localhost:8787');
    const off = directives(
      contentSecurityPolicy(manifest, { ...defaultSiteConfig, webhooks: { ...defaultSiteConfig.webhooks, startCall: null } }),
    );
    expect(off['connect-src']?.some((source) => source.startsWith('ws'))).toBe(false);
  });

  it('sends HSTS only when the site is served over https', () => {
    expect(securityHeaders({ siteUrl: 'http://localhost:5173' })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ siteUrl: 'https://www.estefania.es' })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
