// Test helpers for the lead forms (imported by tests only).
import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  body: unknown;
}

/** A fetch stub answering every POST with `status`; records what was sent. */
export function stubFetch(status = 201, body: unknown = { ok: true }) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

/** A fetch stub that stays pending until `answer()` is called. */
export function stubPendingFetch() {
  let answer: (status?: number) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (status = 201) => resolve(new Response('{"ok":true}', { status }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (status?: number) => answer(status) };
}
