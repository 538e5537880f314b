import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemotesManifest } from './manifest';

// The federation runtime, as far as the loader sees it: each `remote/expose` answers a module.
const exposed = new Map<string, () => Promise<unknown>>();
vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn((key: string) => (exposed.get(key) ?? (() => Promise.reject(new Error(`${key} no existe`))))()),
}));

const manifest = {
  remotes: {
    marketing: 'http://127.0.0.1:5174/remoteEntry.js',
    industries: 'http://127.0.0.1:5175/remoteEntry.js',
    pricing: 'http://127.0.0.1:5176/remoteEntry.js',
    onboarding: 'http://127.0.0.1:5177/remoteEntry.js',
  },
  loadTimeoutMs: 1000,
  ssrTimeoutMs: 2000,
  ssrRevalidateMs: 1000,
} as RemotesManifest;

function Comparison() {
  return null;
}
function NewsletterBox() {
  return null;
}

async function loader() {
  vi.resetModules();
  const module = await import('./loader');
  module.registerRemotesFromManifest(manifest);
  return module;
}

describe('loadIsland', () => {
  beforeEach(() => exposed.clear());

  it("loads one island's own chunk from a remote's loaders, and only that one", async () => {
    const newsletter = vi.fn(() => Promise.resolve(NewsletterBox));
    exposed.set('marketing/islands', () =>
      Promise.resolve({
        islandLoaders: {
          owner: 'marketing',
          loaders: { Comparison: () => Promise.resolve(Comparison), NewsletterBox: newsletter },
        },
      }),
    );
    const { loadIsland } = await loader();
    await expect(loadIsland('marketing', 'Comparison')).resolves.toBe(Comparison);
    expect(newsletter).not.toHaveBeenCalled();
    // A name the remote does not have, even one every object answers to, is no island.
    await expect(loadIsland('marketing', 'Calculator')).resolves.toBeUndefined();
    await expect(loadIsland('marketing', 'toString')).resolves.toBeUndefined();
  });

  it('still reads a remote published before the loaders, with all its islands in one module', async () => {
    exposed.set('marketing/islands', () => Promise.resolve({ islands: { owner: 'marketing', components: { Comparison } } }));
    const { loadIsland } = await loader();
    await expect(loadIsland('marketing', 'Comparison')).resolves.toBe(Comparison);
    await expect(loadIsland('marketing', 'NewsletterBox')).resolves.toBeUndefined();
  });

  it("refuses another remote's islands or a module that exports none", async () => {
    exposed.set('marketing/islands', () =>
      Promise.resolve({ islandLoaders: { owner: 'pricing', loaders: { Comparison: () => Promise.resolve(Comparison) } } }),
    );
    exposed.set('pricing/islands', () => Promise.resolve({ default: 'nada' }));
    const { loadIsland, RemoteLoadError } = await loader();
    await expect(loadIsland('marketing', 'Comparison')).rejects.toThrow(RemoteLoadError);
    await expect(loadIsland('pricing', 'Plans')).rejects.toThrow('no exporta sus islas');
  });

  it("says which remote failed when an island's chunk cannot be fetched, so a retry can reload it", async () => {
    exposed.set('marketing/islands', () =>
      Promise.resolve({
        islandLoaders: {
          owner: 'marketing',
          loaders: { Comparison: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
        },
      }),
    );
    const { loadIsland } = await loader();
    const failure = await loadIsland('marketing', 'Comparison').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'RemoteLoadError', remote: 'marketing' });
    expect(String((failure as Error).message)).toContain('Comparison: Failed to fetch dynamically imported module');
  });
});
