import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FetchLimits } from '../config.js';
import { addressRefusal, hostnameRefusal, type AddressClass, type HostPolicy } from './address.js';

export type Resolver = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface SafeFetchOptions extends FetchLimits {
  policy: HostPolicy;
  /** DNS resolution; the system resolver by default (tests map their own names to loopback). */
  resolve?: Resolver;
  userAgent?: string;
  accept?: string;
  /** Cancels the fetch (the caller went away); the sockets are closed at once. */
  signal?: AbortSignal;
}

export interface FetchedPage {
  requestedUrl: string;
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
  truncated: boolean;
  redirects: number;
}

/** The destination (first hop, a redirect or a resolved address) is in a refused range. */
export class BlockedHostError extends Error {
  override name = 'BlockedHostError';
  constructor(
    readonly host: string,
    readonly reason: AddressClass,
    readonly address?: string,
  ) {
    super(`Refused to contact ${host}${address && address !== host ? ` (${address})` : ''}: ${reason} address`);
  }
}

export type FetchFailure =
  'aborted' | 'timeout' | 'too_many_redirects' | 'bad_status' | 'unsupported_url' | 'not_html' | 'network';

export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
  constructor(
    readonly reason: FetchFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** Resolves, then refuses the whole name if any of its addresses is in a refused range (no DNS-rebinding gaps: the socket uses what was checked). */
function guardedLookup(policy: HostPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const usable = options.family ? addresses.filter((entry) => entry.family === options.family) : addresses;
      for (const entry of addresses) {
        const refusal = addressRefusal(entry.address, policy);
        if (refusal) {
          callback(new BlockedHostError(hostname, refusal, entry.address), '', 0);
          return;
        }
      }
      const first = usable[0];
      if (!first) {
        const notFound: NodeJS.ErrnoException = new Error(`No address for ${hostname}`);
        notFound.code = 'ENOTFOUND';
        callback(notFound, '', 0);
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, policy: HostPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailedError('unsupported_url', `Only http and https are fetched (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new FetchFailedError('unsupported_url', 'URLs with credentials are not fetched');
  const refusal = hostnameRefusal(url.hostname, policy);
  if (refusal) throw new BlockedHostError(url.hostname, refusal);
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

function get(
  url: URL,
  options: SafeFetchOptions,
  lookup: LookupFunction,
  signal: AbortSignal,
): { request: ClientRequest; response: Promise<IncomingMessage> } {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const request = send(url, {
    method: 'GET',
    agent: false,
    lookup,
    signal,
    headers: {
      'user-agent': options.userAgent ?? 'EstefanIA-DemoBot/1.0 (+https://estefania.es)',
      accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      'accept-language': 'es-ES,es;q=0.9,en;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
    },
  });
  const response = new Promise<IncomingMessage>((resolvePromise, reject) => {
    request.once('response', resolvePromise);
    request.once('error', reject);
  });
  // Destroying the request later (always, when safeFetch returns) must not raise an unhandled error.
  request.on('error', () => undefined);
  request.end();
  return { request, response };
}

/** Reads at most maxBytes of the decoded body; a longer body is cut (the page head is what matters). */
function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (truncated: boolean) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolvePromise({ body: Buffer.concat(chunks, size), truncated });
    };
    const onAbort = () => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      const room = maxBytes - size;
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        stream.destroy();
        finish(true);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.once('end', () => finish(false));
    stream.once('error', (error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GET an HTML page from an address a customer typed, defensively: http/https only, a total time
 * limit, a size cap, a bounded number of redirects, and no loopback, private, link-local or
 * metadata destination (checked on the URL, on every redirect and on every resolved address).
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchFailedError('timeout', `No answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  const onCallerAbort = () => controller.abort(new FetchFailedError('aborted', 'The caller cancelled the fetch'));
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const lookup = guardedLookup(options.policy, options.resolve ?? systemResolver);
  let url = new URL(input);
  let redirects = 0;
  // Every request this call opened; all are destroyed before it returns, whatever the outcome, so
  // a server that keeps streaming (a redirect or error body, a compressed stream past the cap)
  // cannot hold a socket once we are done with it.
  const requests: ClientRequest[] = [];
  try {
    for (;;) {
      checkUrl(url, options.policy);
      if (controller.signal.aborted) throw normaliseError(controller.signal.reason, controller.signal);
      let response: IncomingMessage;
      try {
        const sent = get(url, options, lookup, controller.signal);
        requests.push(sent.request);
        response = await sent.response;
      } catch (error) {
        throw normaliseError(error, controller.signal);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new FetchFailedError('bad_status', `Redirect ${status} without Location`, status);
        if (redirects >= options.maxRedirects) {
          throw new FetchFailedError('too_many_redirects', `More than ${options.maxRedirects} redirects`, status);
        }
        redirects += 1;
        try {
          url = new URL(location, url);
        } catch (error) {
          throw new FetchFailedError('unsupported_url', `Invalid redirect target ${location}`, status, { cause: error });
        }
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FetchFailedError('bad_status', `HTTP ${status}`, status);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml' && mime !== 'text/plain') {
        response.destroy();
        throw new FetchFailedError('not_html', `Not an HTML page (${mime})`, status);
      }
      let read: { body: Buffer; truncated: boolean };
      try {
        read = await readCapped(decoded(response), options.maxBytes, controller.signal);
      } catch (error) {
        throw normaliseError(error, controller.signal);
      }
      return { requestedUrl: input, url: url.href, status, headers: response.headers, contentType, ...read, redirects };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    for (const request of requests) request.destroy();
  }
}

function normaliseError(error: unknown, signal: AbortSignal): Error {
  if (error instanceof BlockedHostError || error instanceof FetchFailedError) return error;
  if (signal.aborted && signal.reason instanceof FetchFailedError) return signal.reason;
  if (error instanceof Error && error.cause instanceof BlockedHostError) return error.cause;
  const message = error instanceof Error ? error.message : String(error);
  return new FetchFailedError('network', message, undefined, { cause: error });
}
