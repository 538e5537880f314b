import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, html, redirect, startSampleSites, testResolver, type SampleSites } from '../testing.js';
import { addressRefusal, classifyAddress, hostnameRefusal } from './address.js';
import { BlockedHostError, FetchFailedError, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

const limits = { timeoutMs: 1_000, maxBytes: 1.5 * 1024 * 1024, maxRedirects: 3 };
const open: SafeFetchOptions = { ...limits, policy: { allowPrivate: true }, resolve: testResolver() };
const guarded: SafeFetchOptions = { ...limits, policy: { allowPrivate: false }, resolve: testResolver() };

describe('address classification', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.10.10', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['8.8.8.8', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2a00:1450:4003:80f::200e', 'public'],
    // Prefixes that reach an IPv4 address through a gateway: the destination cannot be checked.
    ['2002:7f00:1::1', 'reserved'], // 6to4 of 127.0.0.1
    ['2002:808:808::1', 'reserved'], // 6to4, even of a public IPv4
    ['64:ff9b:1::a00:1', 'reserved'], // NAT64 local use
    ['64:ff9b:1:ffff::1', 'reserved'],
    ['::ffff:0:7f00:1', 'reserved'], // IPv4-translated 127.0.0.1
    ['::ffff:0:8.8.8.8', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo
    ['100::1', 'reserved'], // discard-only
    ['2001:4860:4860::8888', 'public'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('allows private ranges only when asked, and metadata never', () => {
    expect(addressRefusal('127.0.0.1', { allowPrivate: false })).toBe('loopback');
    expect(addressRefusal('127.0.0.1', { allowPrivate: true })).toBeNull();
    expect(addressRefusal('169.254.169.254', { allowPrivate: true })).toBe('metadata');
    expect(hostnameRefusal('metadata.google.internal', { allowPrivate: true })).toBe('metadata');
    expect(hostnameRefusal('localhost', { allowPrivate: false })).toBe('loopback');
    expect(hostnameRefusal('printer.local', { allowPrivate: false })).toBe('private');
    expect(hostnameRefusal('intranet', { allowPrivate: false })).toBe('private');
    expect(hostnameRefusal('www.peluqueria-ana.es', { allowPrivate: false })).toBeNull();
  });
});

describe('safeFetch', () => {
  let sites: SampleSites;
  const big = Buffer.alloc(3 * 1024 * 1024, 'a');

  beforeAll(async () => {
    sites = await startSampleSites({
      '/ok': html(fixture('og-site-name.html.txt')),
      '/gzip': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(fixture('json-ld.html.txt')));
      },
      '/big': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<title>Grande</title>');
        response.end(big);
      },
      '/bomb': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(50 * 1024 * 1024)));
      },
      '/slow': () => {
        // Never answers.
      },
      '/pdf': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      },
      '/gone': (_request, response) => {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<title>Error</title>');
      },
      '/r1': redirect('/r2'),
      '/r2': redirect('/r3', 301),
      '/r3': redirect('/ok', 307),
      '/r0': redirect('/r1'),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-file': redirect('file:///etc/passwd'),
      '/to-named': redirect('http://intranet.offline/'),
    });
  });
  afterAll(() => sites.close());

  it('fetches a page (and decompresses gzip)', async () => {
    const page = await safeFetch(`${sites.origin}/ok`, open);
    expect(page.status).toBe(200);
    expect(page.body.toString('utf8')).toContain('Clínica Dental Sonrisa');
    expect(page.truncated).toBe(false);
    const zipped = await safeFetch(`${sites.origin}/gzip`, open);
    expect(zipped.body.toString('utf8')).toContain('Talleres Martínez Hermanos');
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    const page = await safeFetch(`${sites.origin}/r1`, open);
    expect(page.redirects).toBe(3);
    expect(page.url).toBe(`${sites.origin}/ok`);
    await expect(safeFetch(`${sites.origin}/r0`, open)).rejects.toMatchObject({ reason: 'too_many_redirects' });
  });

  it('stops reading at 1.5 MB, also for decompressed bodies', async () => {
    const page = await safeFetch(`${sites.origin}/big`, open);
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(1.5 * 1024 * 1024);
    expect(page.body.toString('utf8', 0, 21)).toBe('<title>Grande</title>');
    const bomb = await safeFetch(`${sites.origin}/bomb`, open);
    expect(bomb.truncated).toBe(true);
    expect(bomb.body.length).toBe(1.5 * 1024 * 1024);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    await expect(safeFetch(`${sites.origin}/slow`, { ...open, timeoutMs: 300 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses non-HTML, error statuses and non-http schemes', async () => {
    await expect(safeFetch(`${sites.origin}/pdf`, open)).rejects.toMatchObject({ reason: 'not_html' });
    await expect(safeFetch(`${sites.origin}/gone`, open)).rejects.toMatchObject({ reason: 'bad_status', status: 500 });
    await expect(safeFetch('ftp://example.com/', open)).rejects.toMatchObject({ reason: 'unsupported_url' });
    await expect(safeFetch(`${sites.origin}/to-file`, open)).rejects.toMatchObject({ reason: 'unsupported_url' });
    await expect(safeFetch(`http://user:secret@127.0.0.1:${sites.port}/ok`, open)).rejects.toBeInstanceOf(FetchFailedError);
  });

  describe('sockets', () => {
    // A hostile site keeps streaming after the part we need: every socket must be closed by the
    // time safeFetch settles, not when the server gives up.
    let server: Server;
    let origin: string;
    let openSockets = 0;
    const endless = (response: ServerResponse, chunk: Buffer) => {
      const timer = setInterval(() => response.write(chunk), 5);
      response.on('close', () => clearInterval(timer));
    };

    beforeAll(async () => {
      server = createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        if (path === '/redirect') {
          response.writeHead(302, { location: '/page', 'content-type': 'text/html' });
          return endless(response, Buffer.alloc(16 * 1024, 'r'));
        }
        if (path === '/error') {
          response.writeHead(500, { 'content-type': 'text/html' });
          return endless(response, Buffer.alloc(16 * 1024, 'e'));
        }
        if (path === '/pdf') {
          response.writeHead(200, { 'content-type': 'application/pdf' });
          return endless(response, Buffer.alloc(16 * 1024, 'p'));
        }
        if (path === '/gzip') {
          response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          const gzip = createGzip();
          gzip.pipe(response);
          gzip.write('<title>Comprimida</title>');
          const timer = setInterval(() => gzip.write(Buffer.alloc(256 * 1024, 'z')), 5);
          response.on('close', () => clearInterval(timer));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<title>Página</title>');
        endless(response, Buffer.alloc(64 * 1024, 'x'));
      });
      server.on('connection', (socket) => {
        openSockets += 1;
        socket.on('close', () => (openSockets -= 1));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    async function openSocketsAfter(settle: Promise<unknown>): Promise<number> {
      await settle.catch(() => undefined);
      // The close reaches the server after a round trip on loopback; the streams would last far longer.
      const until = Date.now() + 500;
      while (openSockets > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      return openSockets;
    }

    const small: SafeFetchOptions = { ...open, maxBytes: 256 * 1024, timeoutMs: 10_000 };

    it.each(['/redirect', '/error', '/pdf', '/gzip', '/page'])('closes every socket when %s settles', async (path) => {
      expect(await openSocketsAfter(safeFetch(`${origin}${path}`, small))).toBe(0);
    });

    it('closes the socket at once when the caller cancels', async () => {
      const controller = new AbortController();
      const fetching = safeFetch(`${origin}/page`, { ...small, maxBytes: 1024 * 1024 * 1024, signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      await expect(fetching).rejects.toMatchObject({ reason: 'aborted' });
      expect(await openSocketsAfter(fetching)).toBe(0);
    });
  });

  describe('SSRF guard', () => {
    it.each([
      'http://127.0.0.1:PORT/ok',
      'http://localhost:PORT/ok',
      'http://[::1]:PORT/ok',
      'http://[::ffff:127.0.0.1]:PORT/ok',
      'http://2130706433:PORT/ok', // 127.0.0.1 as a number
      'http://0x7f.1:PORT/ok', // 127.0.0.1 in hex shorthand
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.5.4/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[2002:7f00:1::1]:PORT/ok',
      'http://[64:ff9b:1::7f00:1]:PORT/ok',
      'http://[::ffff:0:127.0.0.1]:PORT/ok',
      'http://0.0.0.0:PORT/ok',
      'http://metadata.google.internal/computeMetadata/v1/',
    ])('refuses %s before connecting', async (template) => {
      const before = sites.hits.length;
      const url = template.replace('PORT', String(sites.port));
      await expect(safeFetch(url, guarded)).rejects.toBeInstanceOf(BlockedHostError);
      expect(sites.hits.length).toBe(before);
    });

    it('refuses a public-looking name that resolves to a private address (checked on the resolved address)', async () => {
      const rebinding: SafeFetchOptions = { ...guarded, resolve: testResolver({ 'shop.example.es': '127.0.0.1' }) };
      const before = sites.hits.length;
      await expect(safeFetch(`http://shop.example.es:${sites.port}/ok`, rebinding)).rejects.toMatchObject({
        name: 'BlockedHostError',
        reason: 'loopback',
        address: '127.0.0.1',
      });
      expect(sites.hits.length).toBe(before);
    });

    it('refuses a name with one public and one private address', async () => {
      const mixed: SafeFetchOptions = {
        ...guarded,
        resolve: (_host, _options, callback) =>
          callback(null, [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.7', family: 4 },
          ]),
      };
      await expect(safeFetch('http://mixed.example.es/', mixed)).rejects.toMatchObject({ reason: 'private' });
    });

    it('refuses a redirect to a metadata address even when private hosts are allowed', async () => {
      await expect(safeFetch(`${sites.origin}/to-metadata`, open)).rejects.toMatchObject({
        name: 'BlockedHostError',
        reason: 'metadata',
      });
    });

    it('reports a name that does not resolve as a network failure', async () => {
      await expect(safeFetch(`${sites.origin}/to-named`, open)).rejects.toMatchObject({ reason: 'network' });
    });
  });
});
