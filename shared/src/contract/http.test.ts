import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, sendLead } from './http';

const lead = { email: 'ana@peluqueria.es', consent: true as const };
const hook = 'http://x.test/newsletter';

function answer(status: number, body?: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('postJson', () => {
  it('posts JSON and returns the parsed answer', async () => {
    const fetchMock = answer(200, { demo_id: 'd1' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await postJson('http://x.test/hook', { a: 1 });
    expect(result).toEqual({ ok: true, status: 200, data: { demo_id: 'd1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://x.test/hook');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
  });

  it('reports a non-ok answer with the service message and its code', async () => {
    vi.stubGlobal('fetch', answer(422, { error: { code: 'invalid', message: 'El email no es válido.' } }));
    expect(await postJson('http://x.test/hook', {})).toEqual({
      ok: false,
      reason: 'http',
      status: 422,
      message: 'El email no es válido.',
      code: 'invalid',
    });
  });

  it('ignores an error code that is not a plain identifier', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { code: '<b>x</b>', message: 'No.' } }));
    expect(await postJson('http://x.test/hook', {})).toEqual({ ok: false, reason: 'http', status: 409, message: 'No.' });
  });

  it('tolerates a non-JSON error body and an ok answer without body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>502</html>', { status: 502 }))),
    );
    expect(await postJson('http://x.test/hook', {})).toMatchObject({
      ok: false,
      reason: 'http',
      status: 502,
      message: undefined,
    });
    vi.stubGlobal('fetch', answer(200));
    expect(await postJson('http://x.test/hook', {})).toEqual({ ok: true, status: 200, data: undefined });
  });

  it('tells a network failure from a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await postJson('http://x.test/hook', {})).toEqual({ ok: false, reason: 'network' });

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          ),
      ),
    );
    const pending = postJson('http://x.test/hook', {}, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
  });

  it('stops when the caller aborts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = postJson('http://x.test/hook', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, reason: 'aborted' });
  });
});

describe('sendLead', () => {
  it('sends a valid lead to its endpoint', async () => {
    const fetchMock = answer(202, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendLead(hook, lead)).toEqual({ ok: true, sent: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(hook);
  });

  it('sends nothing when the endpoint is not configured', async () => {
    const fetchMock = answer(202);
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendLead(null, lead)).toEqual({ ok: true, sent: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an invalid lead without a request', async () => {
    const fetchMock = answer(202);
    vi.stubGlobal('fetch', fetchMock);
    const result = await sendLead(hook, { email: 'no-es-un-email', consent: true });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns failures into Spanish messages', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal', message: 'Error interno del servicio.' } }));
    expect(await sendLead(hook, lead)).toEqual({
      ok: false,
      reason: 'http',
      status: 500,
      message: 'Error interno del servicio.',
    });
    vi.stubGlobal('fetch', answer(429));
    expect(await sendLead(hook, lead)).toMatchObject({
      message: expect.stringContaining('demasiados envíos') as string,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await sendLead(hook, lead)).toMatchObject({
      reason: 'network',
      message: expect.stringContaining('Error de red') as string,
    });
  });
});
