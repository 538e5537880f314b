import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResilienceSettings } from '../resilient.js';
import type { ProviderSettings } from './provider.js';

/** A request a fake provider received, as the contract tests inspect it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Wait this long before answering (a hanging service). */
  delayMs?: number;
}

/**
 * A stand-in for a speech service on 127.0.0.1 (tests only: no request leaves the machine). It
 * answers each request with the next scripted answer (the last one repeats) and records them all.
 */
export async function startFakeProvider(answer: (request: ReceivedRequest, index: number) => FakeAnswer): Promise<{
  url: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const reply = answer(received, requests.length - 1);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Half a second of a 220 Hz tone as 16-bit little-endian PCM at 24 kHz: what a provider sends back. */
export function tonePcmBytes(seconds = 0.5, sampleRate = 24_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const bytes = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1)
    bytes.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 220 * index) / sampleRate)), index * 2);
  return bytes;
}

/** The same samples as a WAV file (Google's LINEAR16 answer). */
export function toneWav(seconds = 0.5, sampleRate = 24_000): Buffer {
  const data = tonePcmBytes(seconds, sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Resilience settings for tests: the defaults' retries and breaker, with a short backoff. */
export const fast: ResilienceSettings = {
  retries: 2,
  backoffMs: 5,
  maxRetryAfterMs: 2_000,
  breakerFailures: 3,
  breakerCooldownMs: 60_000,
};

/** Provider settings for tests: the provider's own voices, normal pace, a 1 s timeout. */
export const settings = (baseUrl: string, extra: Partial<ProviderSettings> = {}): ProviderSettings => ({
  voice: null,
  voices: {},
  rate: 1,
  timeoutMs: 1_000,
  baseUrl,
  ...extra,
});
