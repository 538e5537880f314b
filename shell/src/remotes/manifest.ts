import { z } from 'zod/mini';
import { remoteNames, type RemoteName } from '@estefania/shared';

const entryUrl = z.url({ protocol: /^https?$/ });

export const remotesManifestSchema = z.object({
  /** Every remote of the route table, each with its entry URL. */
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, entryUrl])) as Record<RemoteName, typeof entryUrl>),
  /** How long a remote may take to load before the fallback shows. */
  loadTimeoutMs: z._default(z.int().check(z.minimum(500), z.maximum(60000)), 10000),
  /**
   * How long the shell server waits for a remote's server entry before it sends the page with
   * the fallback in its place (the browser then retries).
   */
  ssrTimeoutMs: z._default(z.int().check(z.minimum(100), z.maximum(10000)), 2000),
  /** How often the shell server checks whether a remote was redeployed (its mf-manifest.json). */
  ssrRevalidateMs: z._default(z.int().check(z.minimum(0), z.maximum(600000)), 1000),
  /** Site config overrides for this deployment (see @estefania/shared config). */
  config: z.optional(z.unknown()),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type { RemoteName };

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/**
 * Reads /remotes.json. A static host may answer a missing file with index.html and 200, so the
 * content type is checked before parsing.
 */
export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch, url = '/remotes.json'): Promise<RemotesManifest> {
  let response: Response;
  try {
    // Default request mode on purpose: it must match the <link rel=preload> in index.html.
    response = await fetchImpl(url);
  } catch {
    throw new ManifestError('No se pudo descargar la configuración del sitio (remotes.json).');
  }
  if (!response.ok) throw new ManifestError(`remotes.json respondió ${response.status}.`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new ManifestError(`remotes.json no es JSON (content-type: ${type || 'ninguno'}).`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ManifestError('remotes.json no es un JSON válido.');
  }
  const parsed = remotesManifestSchema.safeParse(body);
  if (!parsed.success) {
    throw new ManifestError(
      `remotes.json no es válido: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
