import type { RemoteName, RemotesManifest } from '../remotes/manifest';
import { remotesManifestSchema } from '../remotes/manifest';
import { jsonForScript, readComposedSite, type ComposedSite } from '@estefania/shared';

/**
 * What the shell server tells the browser about the HTML it sent: the manifest it rendered
 * with — the exact release of each remote, so the browser hydrates with the code that produced
 * the HTML even if a remote is republished meanwhile —, the site as the remotes published it then
 * (pages and menus), whether the markup can be hydrated, and which remote, if any, could not be
 * rendered on the server (its fallback is in the HTML).
 */
export interface SsrBootState {
  manifest: RemotesManifest;
  site: ComposedSite;
  /** False when the server sent an error screen: the browser renders afresh instead. */
  hydrate: boolean;
  /** The remote whose page the server replaced with the fallback; the browser retries it. */
  failedRemote: RemoteName | null;
}

export const BOOT_STATE_GLOBAL = '__ESTEFANIA_SSR__';

/** The inline script that hands the boot state to the browser, safe inside a <script>. */
export function bootStateScript(state: SsrBootState): string {
  return `window.${BOOT_STATE_GLOBAL}=${jsonForScript(state)};`;
}

/** The boot state the server left on the page, or null (dev server, or a page it did not render). */
export function readBootState(scope: Record<string, unknown> = globalThis): SsrBootState | null {
  const raw = scope[BOOT_STATE_GLOBAL] as Partial<SsrBootState> | undefined;
  if (!raw || typeof raw !== 'object') return null;
  const manifest = remotesManifestSchema.safeParse(raw.manifest);
  if (!manifest.success) return null;
  const site = readComposedSite(raw.site);
  if (!site) return null;
  const failedRemote =
    typeof raw.failedRemote === 'string' && raw.failedRemote in manifest.data.remotes ? raw.failedRemote : null;
  return { manifest: manifest.data, site, hydrate: raw.hydrate === true, failedRemote };
}
