// One way for the site to POST JSON to an automation webhook: with a timeout, never throwing,
// and telling the caller which of the three outcomes happened (spec §8 words them differently).
// React-free and store-free: the caller passes the URL from the site config it reads (the browser's
// forms from the federation-shared store of `@estefania/shared`, the shell server from its own).
import type { SiteConfig } from './configBase';
import { demoDataSchema, leadSchema, type CreateDemoRequest, type DemoData, type Lead } from './webhooks';

export type PostResult<T = unknown> =
  | { ok: true; status: number; data: T | undefined }
  | { ok: false; reason: 'http'; status: number; message: string | undefined; code?: string }
  | { ok: false; reason: 'network' | 'timeout' | 'aborted' };

export interface PostOptions {
  /** Give up after this long; the outcome is then `timeout`. */
  timeoutMs?: number;
  /** Cancel from outside (an unmounting component); the outcome is then `aborted`. */
  signal?: AbortSignal;
  /** Read the JSON body of an ok answer. Off for calls whose body the spec says is not read. */
  readBody?: boolean;
}

export const DEFAULT_POST_TIMEOUT_MS = 30_000;

/** The Spanish message and the code of an automation error answer (`{ error: { code, message } }`), if it has them. */
function errorParts(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = body.error;
  if (typeof error !== 'object' || error === null) return {};
  const message = 'message' in error ? error.message : undefined;
  const code = 'code' in error ? error.code : undefined;
  return {
    ...(typeof message === 'string' && message.length > 0 && message.length < 300 ? { message } : {}),
    ...(typeof code === 'string' && /^[a-z_]{1,64}$/.test(code) ? { code } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export async function postJson<T = unknown>(url: string, body: unknown, options: PostOptions = {}): Promise<PostResult<T>> {
  const { timeoutMs = DEFAULT_POST_TIMEOUT_MS, signal, readBody = true } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    if (signal?.aborted) return { ok: false, reason: 'aborted' };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      const { message, code } = errorParts(await readJson(response));
      return { ok: false, reason: 'http', status: response.status, message, ...(code ? { code } : {}) };
    }
    return { ok: true, status: response.status, data: readBody ? ((await readJson(response)) as T | undefined) : undefined };
  } catch {
    if (timedOut) return { ok: false, reason: 'timeout' };
    if (signal?.aborted) return { ok: false, reason: 'aborted' };
    return { ok: false, reason: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}

export type LeadEndpoint = keyof Pick<SiteConfig['webhooks'], 'demoRequest' | 'newsletter' | 'bookWaitlist'>;

export type LeadResult =
  | { ok: true; sent: boolean }
  | { ok: false; reason: 'http'; status: number; message: string }
  | { ok: false; reason: 'invalid' | 'network' | 'timeout' | 'aborted'; message: string };

export const LEAD_TIMEOUT_MS = 15_000;

/**
 * Sends a lead (demo request, newsletter, book waitlist) to its configured endpoint. With no endpoint
 * configured (null) nothing is sent and the result is `{ ok: true, sent: false }` (the spec's seed
 * behaviour). Failures come back with a Spanish message for a toast. The browser's forms and the
 * shell server (a form posted without JavaScript) call it with the same URL from the same site
 * config, so a lead is stored the same way whichever sends it.
 */
export async function sendLead(
  url: string | null,
  lead: Lead,
  signal?: AbortSignal,
  timeoutMs: number = LEAD_TIMEOUT_MS,
): Promise<LeadResult> {
  const parsed = leadSchema.safeParse(lead);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', message: 'Revisa los datos: alguno no tiene un formato válido.' };
  }
  if (url === null) return { ok: true, sent: false };
  const result = await postJson(url, parsed.data, { timeoutMs, signal, readBody: false });
  if (result.ok) return { ok: true, sent: true };
  switch (result.reason) {
    case 'http':
      return {
        ok: false,
        reason: 'http',
        status: result.status,
        message:
          result.status === 429
            ? 'Has hecho demasiados envíos seguidos. Espera un minuto y vuelve a intentarlo.'
            : (result.message ?? 'No hemos podido registrar tus datos. Inténtalo de nuevo en unos minutos.'),
      };
    case 'timeout':
      return { ok: false, reason: 'timeout', message: 'El servidor está tardando demasiado. Inténtalo de nuevo.' };
    case 'aborted':
      return { ok: false, reason: 'aborted', message: 'Envío cancelado.' };
    default:
      return { ok: false, reason: 'network', message: 'Error de red. Comprueba tu conexión e inténtalo de nuevo.' };
  }
}

/** Reading a website and synthesising two clips takes seconds; after a minute nobody is waiting any more. */
export const CREATE_DEMO_TIMEOUT_MS = 60_000;

export type CreateDemoOutcome = { ok: true; demo: DemoData } | { ok: false; reason: 'rejected' | 'network' | 'aborted' };

/** The create-demo webhook (spec §7 call 1): onboarding step 1 in the browser, or the shell server without JavaScript. */
export async function createDemo(
  url: string,
  request: CreateDemoRequest,
  signal?: AbortSignal,
  timeoutMs: number = CREATE_DEMO_TIMEOUT_MS,
): Promise<CreateDemoOutcome> {
  const result = await postJson<unknown>(url, request, { timeoutMs, signal });
  if (result.ok) {
    // An ok answer that is not demo data is as useless as an error answer.
    const demo = demoDataSchema.safeParse(result.data);
    return demo.success ? { ok: true, demo: demo.data } : { ok: false, reason: 'rejected' };
  }
  if (result.reason === 'http') return { ok: false, reason: 'rejected' };
  if (result.reason === 'aborted') return { ok: false, reason: 'aborted' };
  return { ok: false, reason: 'network' };
}
