import { randomUUID } from 'node:crypto';
import { demoDataSchema, type CreateDemoRequest, type DemoData } from '@estefania/shared/webhooks';
import { ServiceError } from '../errors.js';
import { decodeHtml } from '../extract/decode.js';
import { spanishLocale } from '../extract/country.js';
import { extractSiteFacts } from '../extract/extract.js';
import type { SiteFacts } from '../extract/types.js';
import { understandSite } from '../extract/understand.js';
import type { Logger } from '../logger.js';
import { hostnameRefusal } from '../net/address.js';
import { BlockedHostError, safeFetch, type SafeFetchOptions } from '../net/safe-fetch.js';
import { mp3Of } from '../tts/mp3.js';
import { synthesisSeconds, VoiceBusyError, VoiceError, type Synthesis, type Synthesizer } from '../tts/synthesizer.js';
import type { AudioStore } from '../audio/audio-store.js';
import type { DemoStore } from './store.js';
import { DEFAULT_BUDGET, writeDemoScript, type DemoScript } from './script.js';

export interface DemoDeps {
  demos: DemoStore;
  audio: AudioStore;
  voice: Synthesizer;
  fetch: SafeFetchOptions;
  /** Base of the absolute audio URLs, e.g. http://localhost:8787. */
  publicUrl: () => string;
  log: Logger;
}

/** Real audio longer than this makes the message shorter and synthesised again. */
const MAX_TOTAL_SECONDS = DEFAULT_BUDGET.totalSeconds + 2.5;

export interface ReadSite {
  facts: SiteFacts | null;
  finalUrl: string | null;
  /** Why the page could not be used, for the log. */
  failure: string | null;
}

/** A homepage of the kind the service reads: what `warmUpReading` reads at start. */
const WARM_UP_PAGE =
  '<!doctype html><html lang="es"><head><title>Inicio | Taller Pérez - Mecánica en Jaén</title>' +
  '<meta name="description" content="Taller mecánico en Jaén: revisiones, frenos, neumáticos y pre-ITV.">' +
  '<meta property="og:site_name" content="Taller Pérez"><script type="application/ld+json">' +
  '{"@type":"AutoRepair","name":"Taller Pérez","address":{"addressLocality":"Jaén"}}</script></head><body><header>' +
  '<a class="logo" href="/"><img alt="Logo Taller Pérez" src="logo.png"></a><nav><a href="/">Inicio</a>' +
  '<a href="/servicios">Servicios</a></nav></header><main><h1>Taller Pérez</h1><p>Somos un taller mecánico ' +
  'familiar en Jaén, con más de 20 años de experiencia en revisiones, frenos y neumáticos.</p></main><footer>' +
  '<p>Calle Mayor 1, 23001 Jaén · <a href="tel:+34953000000">953 000 000</a></p></footer></body></html>';

/**
 * Reads a page, understands it and writes its script a few times, so the first customer's demo
 * runs compiled code: in a fresh process the parser's and the regular expressions' first runs are
 * interpreted, and the first page read (a hostile one in #33) cost the event loop 60–80 ms more.
 */
export function warmUpReading(): void {
  for (let run = 0; run < 3; run += 1) {
    const learned = understandSite(extractSiteFacts(WARM_UP_PAGE, 'https://tallerperez.es/'), 'tallerperez.es');
    writeDemoScript({
      companyName: learned.companyName,
      description: learned.description,
      language: learned.language,
      sector: learned.sector?.slug ?? null,
      country: learned.country.code,
    });
  }
}

/** Fetches and reads the customer's site; any failure except a refused first address leaves a usable "no facts" result. */
export async function readSite(website: URL, options: SafeFetchOptions): Promise<ReadSite> {
  try {
    const page = await safeFetch(website.href, options);
    const { html } = decodeHtml(page.body, page.contentType);
    return { facts: extractSiteFacts(html, page.url), finalUrl: page.url, failure: null };
  } catch (error) {
    const reason =
      error instanceof BlockedHostError
        ? `refused (${error.reason} address)`
        : error instanceof Error
          ? error.message
          : String(error);
    return { facts: null, finalUrl: null, failure: reason };
  }
}

async function speak(
  voice: Synthesizer,
  script: DemoScript,
  country: string,
  signal?: AbortSignal,
): Promise<[Synthesis, Synthesis]> {
  try {
    const options = { ...(signal ? { signal } : {}), country };
    const [greeting, message] = await Promise.all([
      voice.synthesize(script.greetingSpeech, options),
      voice.synthesize(script.messageSpeech, options),
    ]);
    // One demo, one voice: when the production voice failed for one clip only, the other is said
    // again by the embedded voice rather than switching voices mid-call.
    if (greeting.fallback && !message.fallback) {
      return [greeting, await voice.synthesize(script.messageSpeech, { ...options, embeddedOnly: true })];
    }
    if (message.fallback && !greeting.fallback) {
      return [await voice.synthesize(script.greetingSpeech, { ...options, embeddedOnly: true }), message];
    }
    return [greeting, message];
  } catch (error) {
    if (signal?.aborted) throw new ServiceError('client_gone', { cause: error });
    if (error instanceof VoiceBusyError) throw new ServiceError('overloaded', { cause: error, retryAfterSeconds: 5 });
    throw new ServiceError('voice_failed', { cause: error instanceof VoiceError ? error : new VoiceError(String(error)) });
  }
}

/** The caller went away: stop before spending more work on it. */
function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ServiceError('client_gone');
}

/**
 * POST /webhooks/create-demo: read the website, write the two lines, synthesise them, store the
 * demo and answer the spec's demo data with absolute audio URLs. `signal` (the client disconnected)
 * cancels the fetch and the queued syntheses, and nothing is stored.
 */
export async function createDemo(deps: DemoDeps, request: CreateDemoRequest, signal?: AbortSignal): Promise<DemoData> {
  const website = new URL(request.customer_website);
  if (website.username || website.password) {
    throw new ServiceError('invalid_request', {
      details: [{ path: 'customer_website', message: 'La dirección no puede incluir usuario ni contraseña.' }],
    });
  }
  // A literal private address or an internal name is refused up front; names that only resolve to
  // one (or redirect to one) are never contacted and the demo falls back to the domain name.
  if (hostnameRefusal(website.hostname, deps.fetch.policy)) throw new ServiceError('forbidden_host');

  const site = await readSite(website, signal ? { ...deps.fetch, signal } : deps.fetch);
  stopIfGone(signal);
  if (site.failure) deps.log.warn(`create-demo: ${website.host} not read (${site.failure}); using the domain name`);
  // Name (the domain's when the site gives none), description (never invented) and sector (#17).
  const learned = understandSite(site.facts, website.hostname);
  const { companyName, description } = learned;
  const country = learned.country.code;
  const sector = learned.sector?.slug ?? null;
  const input = { companyName, description, language: learned.language, sector, trade: learned.sector?.trade ?? null, country };

  let script = writeDemoScript(input);
  let [greeting, message] = await speak(deps.voice, script, country, signal);
  const spokenSeconds = () => synthesisSeconds(greeting) + synthesisSeconds(message);
  if (spokenSeconds() > MAX_TOTAL_SECONDS && script.usesDescription) {
    // The estimate was off for this text or voice (numbers, foreign words, a slower voice): trade description for time.
    const over = spokenSeconds() - DEFAULT_BUDGET.totalSeconds;
    script = writeDemoScript(input, { totalSeconds: DEFAULT_BUDGET.totalSeconds - over });
    [greeting, message] = await speak(deps.voice, script, country, signal);
  }
  stopIfGone(signal);
  // Both clips are said by the same voice (see speak).
  const spokenBy = { ...message.voice, fallback: Boolean(message.fallback) };
  if (spokenBy.fallback)
    deps.log.warn(`create-demo: ${website.host} spoken by the embedded voice (${spokenBy.name}) instead of the provider`);
  // A line from the synthesis cache is encoded once too: its entry keeps the MP3.
  const greetingMp3 = await mp3Of(greeting);
  const messageMp3 = await mp3Of(message);

  const id = randomUUID();
  const base = deps.publicUrl();
  try {
    // The audio is on disk (fsynced) before the row that points to it is committed.
    await deps.audio.save(id, 'greeting', greetingMp3, 'mp3');
    await deps.audio.save(id, 'message', messageMp3, 'mp3');
    stopIfGone(signal);
    await deps.demos.insert({
      id,
      website: request.customer_website,
      finalUrl: site.finalUrl,
      source: learned.nameFrom,
      companyName,
      companyDescription: script.descriptionShown ?? '',
      greetingText: script.greetingText,
      messageText: script.messageText,
      greetingSeconds: synthesisSeconds(greeting),
      messageSeconds: synthesisSeconds(message),
      productId: request.product_id,
      planName: request.plan_name,
      sector,
      country,
      ...learned.details,
    });
  } catch (error) {
    await deps.audio.remove(id).catch(() => undefined);
    throw error;
  }

  return demoDataSchema.parse({
    website: request.customer_website,
    company_name: companyName,
    // What the demo says about the business, as it says it: a description it had no time for is not shown.
    company_description: script.descriptionShown ?? '',
    audio_greeting: `${base}/audio/${id}/greeting.mp3`,
    audio_message: `${base}/audio/${id}/message.mp3`,
    demo_id: id,
    company_sector: sector,
    site_read: learned.siteRead,
    locale: spanishLocale(country),
    audio_voice: spokenBy,
  });
}
