/** 16-bit PCM mono WAV (RIFF) files: what the demo audio is served as. */

export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const dataBytes = pcm.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, dataBytes);
  // WAV is little-endian; so is every platform Node runs on, but be explicit if not.
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    const swapped = Buffer.from(data);
    swapped.swap16();
    return Buffer.concat([header, swapped]);
  }
  return Buffer.concat([header, data]);
}

export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

/** Reads and checks a WAV header (walking the chunks); throws on anything that is not valid PCM WAV. */
export function parseWav(file: Uint8Array): WavInfo {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buffer.length < 44) throw new Error('WAV too short');
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('Not a RIFF/WAVE file');
  if (buffer.readUInt32LE(4) !== buffer.length - 8) throw new Error('RIFF size does not match the file size');
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataBytes' | 'durationSeconds'> | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buffer.readUInt16LE(body),
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      };
      const byteRate = buffer.readUInt32LE(body + 8);
      const blockAlign = buffer.readUInt16LE(body + 12);
      if (blockAlign !== (fmt.channels * fmt.bitsPerSample) / 8 || byteRate !== fmt.sampleRate * blockAlign) {
        throw new Error('Inconsistent fmt chunk');
      }
    } else if (id === 'data') {
      if (!fmt) throw new Error('data chunk before fmt chunk');
      if (body + size > buffer.length) throw new Error('data chunk runs past the end of the file');
      const bytesPerSecond = fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8);
      return { ...fmt, dataBytes: size, durationSeconds: size / bytesPerSecond };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('No data chunk');
}
