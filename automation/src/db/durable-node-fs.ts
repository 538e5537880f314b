import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

interface NodeFsStream {
  nfd: number;
}

/**
 * PGlite's Node filesystem with a working fsync. PGlite starts PostgreSQL with `-F` (fsync off), and
 * Emscripten's NODEFS has no fsync at all, so a commit reached the OS cache but not the disk: a
 * process kill was safe, a power cut was not. Here fsync(2) reaches the file, and PostgreSQL runs with
 * fsync on, synchronous_commit on and wal_sync_method=fsync (fdatasync is a no-op in Emscripten),
 * so an acknowledged commit is on disk.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<EmscriptenOptions>): Promise<{ emscriptenOpts: Partial<EmscriptenOptions> }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...preRun,
          (module: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
            module.NODEFS.stream_ops.fsync = (stream: NodeFsStream) => {
              fs.fsyncSync(stream.nfd);
              return 0;
            };
          },
        ],
      },
    };
  }
}

/** PGlite on a directory, with durable commits. */
export function durablePglite(directory: string): Promise<PGlite> {
  const options: PGliteOptions = {
    fs: new DurableNodeFS(directory),
    startParams: [
      ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'wal_sync_method=fsync',
    ],
  };
  return PGlite.create(options);
}
