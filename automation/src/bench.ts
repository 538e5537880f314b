// npm run bench -w automation
// create-demo latency (p50/p95 over 20 requests, sequential and 4 at a time) against a local sample
// website, and the voice's real-time factor. Uses a temporary data directory; nothing leaves the machine.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoDataSchema } from '@estefania/shared/webhooks';
import { loadConfig } from './config.js';
import { writeDemoScript } from './demo/script.js';
import { silentLogger } from './logger.js';
import { startService } from './server.js';

const REQUESTS = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms   mean ${mean.toFixed(0).padStart(5)} ms   (n=${samples.length})`;
}

async function main(): Promise<void> {
  const page = readFileSync(new URL('./__fixtures__/og-site-name.html.txt', import.meta.url));
  const site = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const sitePort = (site.address() as AddressInfo).port;

  const dataDir = await mkdtemp(join(tmpdir(), 'estefania-bench-'));
  const base = loadConfig({
    ...process.env,
    AUTOMATION_DATA_DIR: dataDir,
    PORT_AUTOMATION: '0',
    AUTOMATION_ALLOW_PRIVATE_HOSTS: 'true',
  });
  const service = await startService({
    config: {
      ...base,
      hosts: ['127.0.0.1'],
      publicUrl: null,
      logRequests: false,
      createDemoRateLimit: { max: 100_000, windowMs: 60_000 },
    },
    log: silentLogger,
  });

  const createDemo = async (index: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${service.url}/webhooks/create-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_website: `http://127.0.0.1:${sitePort}/?cliente=${index}`,
        customer_language: 'es',
        product_id: base.site.plans.pyme.productId,
        plan_name: 'PYME',
      }),
    });
    const body: unknown = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`create-demo answered ${response.status}: ${JSON.stringify(body)}`);
    demoDataSchema.parse(body);
    return elapsed;
  };

  try {
    console.log(
      `EstefanIA automation bench · Node ${process.version} · ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'CPU'}`,
    );
    console.log(
      `voice ${base.voice.voice} at ${base.voice.rate} wpm, ${base.voice.workers} worker threads; storage PGlite (temporary)\n`,
    );

    await createDemo(-1); // warm-up (JIT, first PGlite statements), not counted

    const sequential: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) sequential.push(await createDemo(index));
    console.log(summary(`create-demo, sequential`, sequential));

    const concurrent: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < REQUESTS) {
          const index = REQUESTS + next;
          next += 1;
          concurrent.push(await createDemo(index));
        }
      }),
    );
    const wall = (performance.now() - started) / 1000;
    console.log(summary(`create-demo, 4 concurrent`, concurrent));
    console.log(`${'throughput, 4 concurrent'.padEnd(34)} ${(REQUESTS / wall).toFixed(2)} demos/s\n`);

    // Real-time factor: synthesis time ÷ duration of the audio produced, on the demo lines themselves.
    const script = writeDemoScript({
      companyName: 'Clínica Dental Sonrisa',
      description: 'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
    });
    const texts = [script.greetingSpeech, script.messageSpeech];
    let audioSeconds = 0;
    let engineMs = 0;
    const wallStarted = performance.now();
    for (let round = 0; round < 10; round += 1) {
      for (const text of texts) {
        const synthesis = await service.voice.synthesize(text);
        audioSeconds += synthesis.seconds;
        engineMs += synthesis.elapsedMs;
      }
    }
    const wallMs = performance.now() - wallStarted;
    console.log(
      `${'voice real-time factor (engine)'.padEnd(34)} ${(engineMs / 1000 / audioSeconds).toFixed(4)}  (${(audioSeconds / (engineMs / 1000)).toFixed(0)}× faster than real time)`,
    );
    console.log(`${'voice real-time factor (+ thread)'.padEnd(34)} ${(wallMs / 1000 / audioSeconds).toFixed(4)}`);
    console.log(`${'demo audio per request'.padEnd(34)} ${(audioSeconds / 10).toFixed(2)} s (greeting + message; budget ≈ 15 s)`);
  } finally {
    await service.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
