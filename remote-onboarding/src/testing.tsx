import { locationOf, PageLocationProvider } from '@estefania/shared';
// Helpers for this remote's component tests.
import { act, render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import {
  drainEvents,
  measurementChannel,
  siteMenus,
  SiteRoutesProvider,
  type ComposedSite,
  type MeasurementEvent,
} from '@estefania/shared';
import { type DemoData } from '@estefania/shared/webhooks';
import { vi } from 'vitest';

export const demoAnswer: DemoData = {
  website: 'https://panaderialaespiga.es',
  company_name: 'Panadería La Espiga',
  company_description: 'Pan de masa madre y bollería en Valladolid.',
  audio_greeting: 'http://localhost:8787/audio/demo-1/greeting.wav',
  audio_message: 'http://localhost:8787/audio/demo-1/message.wav',
  demo_id: 'demo-1',
};

/** Runs `action` inside act and lets the promises it started (a mocked fetch) settle. */
export async function settle(action: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    action();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

/**
 * The menus other remotes publish that this one shows (the shell hands the composed site over):
 * the legal links under the screens and the industries' names for the demo's sector.
 */
export const testSite: ComposedSite = {
  routes: [],
  nav: {
    [siteMenus.onboardingLegal]: [
      { to: '/privacy', label: 'Política de Privacidad' },
      { to: '/legal', label: 'Términos de servicio' },
      { to: '/cookies', label: 'Política de cookies' },
    ],
    [siteMenus.industries]: [
      { to: '/industrias/comercio-minorista', label: 'Comercio minorista' },
      { to: '/industrias/dentistas', label: 'Dentistas' },
    ],
  },
};

/** `page` as the shell mounts it: at its location, with the composed site. */
export function withShell(page: ReactElement, path = '/onboarding'): ReactElement {
  return (
    <SiteRoutesProvider site={testSite}>
      <PageLocationProvider value={locationOf(path)}>{page}</PageLocationProvider>
    </SiteRoutesProvider>
  );
}

export async function renderAt(path: string, page: ReactElement): Promise<void> {
  await settle(() => render(<StrictMode>{withShell(page, path)}</StrictMode>));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers, but rejects like the browser when its request is aborted. */
export function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
}

/** A fetch whose answer the test gives later. */
export function deferredFetch() {
  let answer: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { fetch, answer: (response: Response) => answer(response), fail: (error: Error) => fail(error) };
}

/** The measurement events published so far (and forget them). */
export function measuredEvents(): MeasurementEvent[] {
  const { pending } = measurementChannel.getState();
  measurementChannel.setState({ pending: [] });
  return pending;
}

export function toastTitles() {
  return drainEvents().map((event) => `${event.level}: ${event.title}`);
}

interface FetchMock {
  mock: { calls: unknown[][] };
}

/** The URL of the n-th call of a fetch mock. */
export function sentUrl(fetch: FetchMock, call = 0): unknown {
  return fetch.mock.calls[call]?.[0];
}

/** The JSON body of the n-th call of a fetch mock. */
export function sentBody(fetch: FetchMock, call = 0): unknown {
  const init = fetch.mock.calls[call]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}
