import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export type Clip = 'greeting' | 'message';

export const CLIPS: readonly Clip[] = ['greeting', 'message'];

/**
 * MP3 is what the answer links to; WAV is made from it for a client that asks for the `.wav` address
 * (`wav-on-demand.ts`); demos made before MP3 have only WAV.
 */
export type AudioFormat = 'mp3' | 'wav';

export const AUDIO_FORMATS: readonly AudioFormat[] = ['mp3', 'wav'];

export const CONTENT_TYPES: Readonly<Record<AudioFormat, string>> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

const DEMO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Demo audio on disk under the data directory: `<dir>/<demo id>/<clip>.<mp3|wav>`. */
export class AudioStore {
  constructor(readonly directory: string) {}

  static isDemoId(value: string): boolean {
    return DEMO_ID.test(value);
  }

  static isClip(value: string): value is Clip {
    return (CLIPS as readonly string[]).includes(value);
  }

  static isFormat(value: string): value is AudioFormat {
    return (AUDIO_FORMATS as readonly string[]).includes(value);
  }

  pathOf(demoId: string, clip: Clip, format: AudioFormat = 'mp3'): string {
    if (!AudioStore.isDemoId(demoId)) throw new Error(`Invalid demo id ${demoId}`);
    return join(this.directory, demoId, `${clip}.${format}`);
  }

  /**
   * Written to a temporary name, synced, renamed and the directory synced: a reader never sees half
   * a file, and once this resolves the file survives a power cut (the demo row is stored after it).
   */
  async save(demoId: string, clip: Clip, audio: Uint8Array, format: AudioFormat = 'mp3'): Promise<void> {
    const target = this.pathOf(demoId, clip, format);
    const directory = join(this.directory, demoId);
    const created = await mkdir(directory, { recursive: true });
    if (created) await syncDirectory(this.directory);
    const temporary = `${target}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(audio);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    await syncDirectory(directory);
  }

  async remove(demoId: string): Promise<void> {
    if (!AudioStore.isDemoId(demoId)) return;
    await rm(join(this.directory, demoId), { recursive: true, force: true });
  }

  async info(
    demoId: string,
    clip: Clip,
    format: AudioFormat = 'mp3',
  ): Promise<{ path: string; size: number; modified: Date } | null> {
    if (!AudioStore.isDemoId(demoId)) return null;
    const path = this.pathOf(demoId, clip, format);
    try {
      const stats = await stat(path);
      return stats.isFile() ? { path, size: stats.size, modified: stats.mtime } : null;
    } catch {
      return null;
    }
  }
}

/** fsync of a directory, so a new or renamed entry in it is on disk. */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
