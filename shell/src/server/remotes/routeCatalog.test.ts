// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { sampleManifests } from '@estefania/shared/testing/site';
import { findPage, type RouteManifest } from '@estefania/shared';
import { remotesManifestSchema } from '../../remotes/manifest';
import { composeWithLastGood, RouteCatalog, type CatalogEntry } from './routeCatalog';

const known = (manifest: RouteManifest, hash = JSON.stringify(manifest).length.toString(36)) => ({ manifest, hash });

const onboarding: RouteManifest = {
  schema: 1,
  remote: 'onboarding',
  routes: [{ path: '/onboarding', page: 'OnboardingPage', indexable: true }],
  nav: [],
};

describe('composeWithLastGood', () => {
  it('composes every remote’s newest manifest', () => {
    const { site, refused } = composeWithLastGood([
      { remote: 'marketing', candidate: known(sampleManifests.marketing), inForce: null },
      { remote: 'industries', candidate: known(sampleManifests.industries), inForce: null },
    ]);
    expect(findPage(site, '/industrias/dentistas')?.remote).toBe('industries');
    expect(refused.size).toBe(0);
    expect(site.unavailable).toBeUndefined();
  });

  it('keeps a remote’s last good manifest when the new one cannot be had', () => {
    const entries: CatalogEntry[] = [
      { remote: 'industries', candidate: null, inForce: known(sampleManifests.industries) },
      { remote: 'pricing', candidate: known(sampleManifests.pricing), inForce: null },
    ];
    const { site, inForce } = composeWithLastGood(entries);
    expect(findPage(site, '/industrias')?.remote).toBe('industries');
    expect(inForce.get('industries')).toEqual(entries[0]!.inForce);
  });

  it('marks a remote that never had a valid manifest as unavailable', () => {
    const { site } = composeWithLastGood([
      { remote: 'pricing', candidate: known(sampleManifests.pricing), inForce: null },
      { remote: 'onboarding', candidate: null, inForce: null },
    ]);
    expect(site.unavailable).toEqual(['onboarding']);
  });

  it('lets the incumbent keep a path a newcomer claims, whatever the remotes’ order', () => {
    const hijack: RouteManifest = {
      ...onboarding,
      routes: [...onboarding.routes, { path: '/precios', page: 'PricingPage', indexable: true }],
    };
    const { site, refused, inForce } = composeWithLastGood([
      { remote: 'onboarding', candidate: known(hijack, 'new'), inForce: known(onboarding, 'old') },
      { remote: 'pricing', candidate: known(sampleManifests.pricing, 'p'), inForce: known(sampleManifests.pricing, 'p') },
    ]);
    expect(findPage(site, '/precios')?.remote).toBe('pricing');
    expect(findPage(site, '/onboarding')?.remote).toBe('onboarding');
    expect(refused.get('onboarding')).toMatch(/reclama \/precios, que ya sirve pricing/);
    expect(inForce.get('onboarding')?.hash).toBe('old');
  });

  it('gives a contested path to the earlier remote in remotes.json when nobody served it yet', () => {
    const twin: RouteManifest = { ...sampleManifests.pricing, remote: 'onboarding' };
    const { site, refused } = composeWithLastGood([
      { remote: 'pricing', candidate: known(sampleManifests.pricing), inForce: null },
      { remote: 'onboarding', candidate: known(twin), inForce: null },
    ]);
    expect(findPage(site, '/precios')?.remote).toBe('pricing');
    expect(refused.has('onboarding')).toBe(true);
    expect(site.unavailable).toEqual(['onboarding']);
  });
});

const manifest = remotesManifestSchema.parse({
  remotes: {
    marketing: 'http://cdn.test/marketing/r1/remoteEntry.js',
    industries: 'http://cdn.test/industries/r1/remoteEntry.js',
    pricing: 'http://cdn.test/pricing/r1/remoteEntry.js',
    onboarding: 'http://cdn.test/onboarding/r1/remoteEntry.js',
  },
  ssrRevalidateMs: 0,
});

function fakeCdn(files: Record<string, string | (() => Response)>) {
  return vi.fn((url: string) => {
    const file = files[url];
    if (file === undefined) return Promise.resolve(new Response('No encontrado', { status: 404 }));
    return Promise.resolve(typeof file === 'function' ? file() : new Response(file));
  });
}

const published = (remote: keyof typeof manifest.remotes, body: unknown): [string, string] => [
  manifest.remotes[remote].replace('remoteEntry.js', 'routes.json'),
  typeof body === 'string' ? body : JSON.stringify(body),
];

describe('RouteCatalog', () => {
  it('reads each remote’s routes.json next to its entry and composes the site', async () => {
    const files = Object.fromEntries<string>([
      published('marketing', sampleManifests.marketing),
      published('industries', sampleManifests.industries),
      published('pricing', sampleManifests.pricing),
      published('onboarding', onboarding),
    ]);
    const catalog = new RouteCatalog(fakeCdn(files) as unknown as typeof fetch, () => undefined);
    const { site, version } = await catalog.get(manifest);
    expect(findPage(site, '/onboarding')?.remote).toBe('onboarding');
    expect(site.nav.industries?.length).toBe(2);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect((await catalog.get(manifest)).version).toBe(version);
  });

  it('keeps the last good manifest of a remote whose new one is malformed, oversized or gone, saying so once', async () => {
    const files: Record<string, string | (() => Response)> = Object.fromEntries<string | (() => Response)>([
      published('marketing', sampleManifests.marketing),
      published('industries', sampleManifests.industries),
      published('pricing', sampleManifests.pricing),
      published('onboarding', onboarding),
    ]);
    const log = vi.fn();
    const catalog = new RouteCatalog(fakeCdn(files) as unknown as typeof fetch, log);
    const first = await catalog.get(manifest);
    const [industriesUrl] = published('industries', '');
    for (const broken of [
      '{"schema": 1, "remote": "industries", "routes": "todas"}',
      'no es json',
      () => new Response('x'.repeat(300_000)),
      () => new Response(null, { status: 500 }),
    ]) {
      files[industriesUrl] = broken;
      const { site, version } = await catalog.get(manifest);
      expect(findPage(site, '/industrias/dentistas')?.remote).toBe('industries');
      expect(findPage(site, '/precios')?.remote).toBe('pricing');
      expect(version).toBe(first.version);
    }
    expect(log.mock.calls.length).toBe(4);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /rutas de industries: .*no es válido.*sigue en vigor su último manifiesto válido/,
    );
    expect(String(log.mock.calls[2]?.[0])).toMatch(/ocupa más de 262144 bytes/);
    // The same problem again is not said again.
    await catalog.get(manifest);
    expect(log.mock.calls.length).toBe(4);
  });

  it('serves a new page and a new menu entry as soon as a remote publishes them', async () => {
    const files: Record<string, string> = Object.fromEntries<string>([
      published('marketing', sampleManifests.marketing),
      published('industries', sampleManifests.industries),
      published('pricing', sampleManifests.pricing),
      published('onboarding', onboarding),
    ]);
    const catalog = new RouteCatalog(fakeCdn(files) as unknown as typeof fetch, () => undefined);
    const before = await catalog.get(manifest);
    const next = structuredClone(sampleManifests.industries) as RouteManifest;
    next.routes[1]!.params!.industria!.push('robotica');
    next.nav.push({ menu: 'industries', label: 'Robótica', to: '/industrias/robotica', order: 30 });
    const [url, body] = published('industries', next);
    files[url] = body;
    const after = await catalog.get(manifest);
    expect(after.version).not.toBe(before.version);
    expect(findPage(after.site, '/industrias/robotica')?.page).toBe('IndustryPage');
    expect(after.site.nav.industries?.map((link) => link.label)).toContain('Robótica');
  });

  it('knows nothing of a remote it never could read: its paths are unavailable, the others work', async () => {
    const files: Record<string, string | (() => Response)> = Object.fromEntries<string | (() => Response)>([
      published('marketing', sampleManifests.marketing),
      published('pricing', sampleManifests.pricing),
    ]);
    const catalog = new RouteCatalog(fakeCdn(files) as unknown as typeof fetch, () => undefined);
    const { site } = await catalog.get(manifest);
    expect(site.unavailable).toEqual(['industries', 'onboarding']);
    expect(findPage(site, '/precios')?.remote).toBe('pricing');
  });
});
