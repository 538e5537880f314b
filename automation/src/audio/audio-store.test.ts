import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../testing.js';
import { AudioStore } from './audio-store.js';

describe('AudioStore', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp?.remove());

  it('has the file and its directory entry on disk (fsync) before save resolves', async () => {
    const store = new AudioStore(join(temp.path, 'audio'));
    const probe = await open(temp.path, 'r');
    const FileHandle = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const sync = vi.spyOn(FileHandle, 'sync');
    const id = '11111111-2222-4333-8444-555555555555';
    let syncs = 0;
    try {
      await store.save(id, 'greeting', new Uint8Array([1, 2, 3]));
      syncs = sync.mock.calls.length;
    } finally {
      sync.mockRestore();
    }
    // The file itself, the demo's new directory and the audio directory that gained it.
    expect(syncs).toBeGreaterThanOrEqual(3);
    expect([...(await readFile(store.pathOf(id, 'greeting')))]).toEqual([1, 2, 3]);
  });
});
