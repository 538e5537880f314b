// npm run bench -w automation
// A bounded load test on loopback: create-demo latency p50/p95 at 1, 4 and 16 concurrent clients
// against a local sample website, how many were refused (503 overloaded / 429 rate limited), the
// queue's peak, RSS before and after, and a check that every accepted demo's audio exists; then the
// synthesis cache's path: the same site asked again. Uses a temporary data directory and stops by
// itself (well under two minutes on two cores).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { automationPaths } from '@estefania/shared/config';
import { demoDataSchema, type DemoData } from '@estefania/shared/webhooks';
import { loadConfig } from './config.js';
import { writeDemoScript } from './demo/script.js';
import { silentLogger } from './logger.js';
import { startService } from './server.js';
import { synthesisSeconds } from './tts/synthesizer.js';
import { describeVoice } from './tts/voice.js';

/** Concurrent clients, and how many demos each asks for in turn; the last is a burst past the queue. */
const LEVELS = [
  { clients: 1, each: 6 },
  { clients: 4, each: 4 },
  { clients: 16, each: 2 },
  { clients: 48, each: 1 },
];
/** The whole run stops here whatever happens. */
const HARD_LIMIT_MS = 110_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (Number.isNaN(value) ? '    –' : value.toFixed(0).padStart(5));

async function main(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error(`bench: still running after ${HARD_LIMIT_MS / 1000} s, stopping`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();

  const page = readFileSync(new URL('./__fixtures__/og-site-name.html.txt', import.meta.url), 'utf8');
  // Each client is another clinic ("Clínica Dental Marbe", "Clínica Dental Tolán"…), so the load levels
  // measure real syntheses, not the cache; "?cliente=repeat" is always the same clinic.
  const FIRST = ['Mar', 'Tol', 'Ben', 'Cas', 'Ori', 'Val', 'Ler', 'Sam', 'Quin', 'Hor'];
  const SECOND = ['be', 'án', 'tera', 'ín', 'osa', 'dés', 'ayo', 'ueña', 'ero', 'ita'];
  const clinicName = (client: string | null) => {
    const n = Number(client);
    if (!Number.isInteger(n) || n < 0) return 'Sonrisa';
    return `${FIRST[n % 10]}${SECOND[Math.floor(n / 10) % 10]}`;
  };
  const site = createServer((request, response) => {
    const client = new URL(request.url ?? '/', 'http://x').searchParams.get('cliente');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replaceAll('Sonrisa', clinicName(client)));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const sitePort = (site.address() as AddressInfo).port;

  const dataDir = await mkdtemp(join(tmpdir(), 'estefania-bench-'));
  const base = loadConfig({
    // Limits can be tried from the environment (CREATE_DEMO_CONCURRENCY, CREATE_DEMO_QUEUE, TTS_WORKERS…).
    CREATE_DEMO_RATE_LIMIT: '100000',
    ...process.env,
    AUTOMATION_DATA_DIR: dataDir,
    PORT_AUTOMATION: '0',
    AUTOMATION_ALLOW_PRIVATE_HOSTS: 'true',
    AUTOMATION_LOG_REQUESTS: 'false',
  });
  const rssBefore = process.memoryUsage().rss;
  const service = await startService({ config: { ...base, hosts: ['127.0.0.1'], publicUrl: null }, log: silentLogger });
  const rssStarted = process.memoryUsage().rss;
  const accepted: DemoData[] = [];
  let peakRss = rssStarted;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

  const createDemo = async (index: number | 'repeat'): Promise<{ status: number; ms: number }> => {
    const started = performance.now();
    const response = await fetch(`${service.url}${automationPaths.createDemo}`, {
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
    if (response.status === 200) accepted.push(demoDataSchema.parse(body));
    else if (response.status !== 503 && response.status !== 429)
      throw new Error(`create-demo answered ${response.status}: ${JSON.stringify(body)}`);
    return { status: response.status, ms: elapsed };
  };

  try {
    console.log(
      `EstefanIA automation load test · Node ${process.version} · ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'CPU'}`,
    );
    console.log(
      `voice ${describeVoice(base).summary}, ${base.voice.workers} worker threads · at most ${base.createDemoConcurrency.max} demos at once, ` +
        `${base.createDemoConcurrency.queue} waiting · PGlite (temporary, fsync on)\n`,
    );
    await createDemo(99); // warm-up (JIT, first statements), not counted
    accepted.length = 0;

    let next = 0;
    const started = performance.now();
    for (const level of LEVELS) {
      const times: number[] = [];
      const refused = { 503: 0, 429: 0 };
      const levelStarted = performance.now();
      await Promise.all(
        Array.from({ length: level.clients }, async () => {
          for (let round = 0; round < level.each; round += 1) {
            const result = await createDemo((next += 1));
            if (result.status === 200) times.push(result.ms);
            else refused[result.status as 503 | 429] += 1;
          }
        }),
      );
      const wall = (performance.now() - levelStarted) / 1000;
      const sorted = times.sort((a, b) => a - b);
      console.log(
        `${String(level.clients).padStart(2)} concurrent  p50 ${ms(percentile(sorted, 50))} ms  p95 ${ms(percentile(sorted, 95))} ms` +
          `   ok ${String(times.length).padStart(2)}/${level.clients * level.each}   503 ${refused[503]}   429 ${refused[429]}` +
          `   ${(times.length / wall).toFixed(2)} demos/s`,
      );
    }
    const stats = service.demoSlots.stats();
    console.log(
      `\nqueue peak ${stats.peakQueued} waiting (cap ${base.createDemoConcurrency.queue}), refused overall ${stats.refused}`,
    );

    // Every accepted demo's audio is on disk and served.
    let missing = 0;
    for (const demo of accepted) {
      for (const clip of ['greeting', 'message'] as const) {
        const file = join(dataDir, 'audio', demo.demo_id, `${clip}.mp3`);
        const size = await stat(file).then(
          (info) => info.size,
          () => 0,
        );
        const served = await fetch(clip === 'greeting' ? demo.audio_greeting : demo.audio_message, { method: 'HEAD' });
        if (size < 1000 || served.status !== 200) missing += 1;
      }
    }
    console.log(
      `audio of accepted demos: ${accepted.length * 2 - missing}/${accepted.length * 2} files present and served${missing ? '  ← MISSING' : ''}`,
    );

    // The synthesis cache: the same site asked again (a visitor who reloads, a team trying its own
    // site) is answered without synthesising (provider or engine); the clips are still encoded and stored.
    const repeats: number[] = [];
    for (let round = 0; round < 6; round += 1) repeats.push((await createDemo('repeat')).ms);
    const [miss = Number.NaN, ...hits] = repeats;
    const hitsSorted = [...hits].sort((a, b) => a - b);
    console.log(
      `same site again (synthesis cache, TTS_CACHE_MB=${Math.round(base.voiceCacheBytes / 1024 / 1024)}): first ${ms(miss)} ms, ` +
        `repeats p50 ${ms(percentile(hitsSorted, 50))} ms  max ${ms(hitsSorted[hitsSorted.length - 1] ?? Number.NaN)} ms`,
    );
    const bytes = await Promise.all(
      accepted
        .slice(0, 5)
        .flatMap((demo) => [demo.audio_greeting, demo.audio_message].map(async (url) => (await fetch(url)).arrayBuffer())),
    );
    const perDemo = bytes.reduce((sum, body) => sum + body.byteLength, 0) / Math.max(1, bytes.length / 2);
    console.log(`audio per demo (two MP3 clips): ${(perDemo / 1024).toFixed(0)} KB`);

    // Real-time factor of the voice on the demo lines themselves (new text: not from the cache).
    const script = writeDemoScript({
      companyName: 'Clínica Dental Sonrisa Norte',
      description: 'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
    });
    let audioSeconds = 0;
    let engineMs = 0;
    for (let round = 0; round < 3; round += 1) {
      // A new text each round: a repeated one would come from the cache and cost nothing.
      for (const text of [script.greetingSpeech, script.messageSpeech].map((line) =>
        line.replace('Norte', ['Norte', 'Sur', 'Este'][round] ?? ''),
      )) {
        const synthesis = await service.voice.synthesize(text);
        audioSeconds += synthesisSeconds(synthesis);
        engineMs += synthesis.elapsedMs;
      }
    }
    console.log(
      `voice real-time factor ${(engineMs / 1000 / audioSeconds).toFixed(4)} (${(audioSeconds / 3).toFixed(1)} s of audio per demo)`,
    );
    clearInterval(sampler);
    console.log(
      `RSS before start ${mb(rssBefore)}, after start ${mb(rssStarted)}, peak ${mb(peakRss)}, after the load ${mb(process.memoryUsage().rss)}`,
    );
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (missing > 0) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await service.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
