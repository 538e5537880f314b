import { defaultSiteConfig } from '@estefania/shared';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_STATE_GLOBAL } from './bootGlobal';
import { bootStateScript } from '../server/render/bootStateScript';
import { readBootState, type SsrBootState } from './bootState';

const state: SsrBootState = {
  manifest: {
    remotes: {
      marketing: 'http://localhost:5174/remoteEntry.js',
      industries: 'http://localhost:5175/remoteEntry.js',
      pricing: 'http://localhost:5176/remoteEntry.js',
      onboarding: 'http://localhost:5177/remoteEntry.js',
    },
    loadTimeoutMs: 10000,
    ssrTimeoutMs: 2000,
    ssrRevalidateMs: 1000,
    config: { phone: '912345678' },
  },
  config: { ...defaultSiteConfig, phone: '912345678' },
  hydrate: true,
  page: { path: '/industrias/:sector', params: { sector: 'dentistas' } },
};

/** The page as the browser runs it: the server's inline script, then the boot state read back. */
function inPage(script: string): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  runInNewContext(script, { window: scope });
  return scope;
}

describe('the boot state', () => {
  it('reaches the browser as the server wrote it: the manifest, the resolved config, the page', () => {
    const read = readBootState(inPage(bootStateScript(state)));
    expect(read).toEqual(state);
    expect(read?.config.phone).toBe('912345678');
  });

  it('is safe inside a script element whatever the config holds', () => {
    const hostile = { ...state, config: { ...state.config, companyLegalLine: '</script><script>alert(1)</script>' } };
    const script = bootStateScript(hostile);
    expect(script).not.toContain('</script>');
    expect(readBootState(inPage(script))?.config.companyLegalLine).toBe('</script><script>alert(1)</script>');
  });

  it('is refused when it is not what the server writes', () => {
    type Loose = {
      manifest: { remotes: Record<string, unknown>; loadTimeoutMs?: unknown } | null;
      config?: unknown;
      page?: unknown;
    };
    const damaged = (change: (copy: Loose) => void) => {
      const copy = structuredClone(state) as Loose;
      change(copy);
      return readBootState({ [BOOT_STATE_GLOBAL]: copy });
    };
    expect(readBootState({})).toBeNull();
    expect(readBootState({ [BOOT_STATE_GLOBAL]: 'x' })).toBeNull();
    expect(damaged((copy) => delete copy.config)).toBeNull();
    expect(damaged((copy) => (copy.config = { phone: '1' }))).toBeNull();
    expect(damaged((copy) => (copy.manifest!.remotes.pricing = 'javascript:alert(1)'))).toBeNull();
    expect(damaged((copy) => (copy.manifest!.remotes.pricing = 42))).toBeNull();
    expect(damaged((copy) => delete copy.manifest!.loadTimeoutMs)).toBeNull();
    expect(damaged((copy) => (copy.manifest = null))).toBeNull();
    // A page without a proper path is still the page, as a 404.
    expect(damaged((copy) => (copy.page = { path: 'x' }))?.page).toBeNull();
  });
});
