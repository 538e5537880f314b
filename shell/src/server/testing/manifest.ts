// remotes.json for the shell server's unit tests: every remote of the registry on a loopback port
// nothing listens on (1, 2, 3…), so a test that forgets to fake a fetch fails at once.
import { REMOTE_NAMES } from '@estefania/shared/apps';
import { remotesManifestSchema, type RemotesManifest } from '../../remotes/manifest';

export function loopbackManifest(extra: Record<string, unknown> = {}): RemotesManifest {
  return remotesManifestSchema.parse({
    remotes: Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, `http://127.0.0.1:${index + 1}/remoteEntry.js`])),
    ...extra,
  });
}
