import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSite } from '@estefania/shared/testing/site';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

import { registerRemotesFromManifest } from './loader';
import { loopbackManifest } from '../server/testing/manifest';
import { RemoteRetry } from './RemoteRetry';
import { UNAVAILABLE_TITLE } from './RemoteOutlet';

const manifest = loopbackManifest({ loadTimeoutMs: 500, ssrTimeoutMs: 2000, ssrRevalidateMs: 1000 });

beforeEach(() => {
  registerRemotesFromManifest(manifest);
});
afterEach(() => {
  runtime.loadRemote.mockReset();
  vi.restoreAllMocks();
});

describe('RemoteRetry', () => {
  it('is the Spanish notice on the server, and in the browser loads the page itself and shows it', async () => {
    const notice = renderToString(<RemoteRetry remote="pricing" page="PricingPage" site={sampleSite} />);
    expect(notice).toContain('Esta sección no está disponible ahora mismo');
    // A document with a title (axe, the tab) and out of search engines while it is only the notice.
    expect(notice).toContain(`<title>${UNAVAILABLE_TITLE}</title>`);
    expect(notice).toContain('<meta name="robots" content="noindex"/>');
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Precios claros</h1> });
    // eslint-disable-next-line @typescript-eslint/require-await -- an async act flushes the suspended render
    await act(async () => {
      render(<RemoteRetry remote="pricing" page="PricingPage" site={sampleSite} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios claros' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('pricing/PricingPage');
  });

  it('keeps the notice, with its retry, when the remote still does not answer in the browser', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
    // eslint-disable-next-line @typescript-eslint/require-await -- an async act flushes the suspended render
    await act(async () => {
      // Another page: the loader keeps what it loaded in the test above.
      render(<RemoteRetry remote="pricing" page="PrivacyPage" site={sampleSite} />);
    });
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible ahora mismo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
