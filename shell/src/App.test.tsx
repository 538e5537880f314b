import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationOf, resolvePath, type ComposedSite } from '@estefania/shared';
import { sampleSite } from '@estefania/shared/testing/site';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

import { SiteDocument } from './App';
import { registerRemotesFromManifest } from './remotes/loader';
import { loopbackManifest } from './server/testing/manifest';

function Page({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

/** Pages suspend on `use()`: render inside an awaited act so React retries when they resolve. */
async function renderAt(path: string, site: ComposedSite = sampleSite) {
  const found = resolvePath(site, new URL(path, 'http://localhost').pathname);
  const location = locationOf(path, found.kind === 'page' ? found.params : {});
  // eslint-disable-next-line @typescript-eslint/require-await -- an async act flushes the suspended render
  await act(async () => {
    render(<SiteDocument site={site} location={location} />);
  });
}

const manifest = loopbackManifest({ loadTimeoutMs: 500, ssrTimeoutMs: 2000, ssrRevalidateMs: 1000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    process.stderr.write(String(args[0]).slice(0, 400) + '\n'),
  );
  registerRemotesFromManifest(manifest);
});

afterEach(() => {
  vi.restoreAllMocks();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('shell routing', () => {
  it('renders the remote page inside the layout', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <Page text="Precios claros" /> });
    await renderAt('/precios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios claros' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('pricing/PricingPage');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths and logs the path', async () => {
    await renderAt('/soluciones/otra');
    expect(await screen.findByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /mascota/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('404'), '/soluciones/otra');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('decides a URL with the same matcher as the server: an odd spelling goes to the canonical URL', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '?a=1', hash: '', replace });
    await renderAt('/Precios/');
    expect(replace).toHaveBeenCalledWith('/precios?a=1');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('lets the industries remote answer an industry it does not publish', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <Page text="Industria no encontrada" /> });
    await renderAt('/industrias/astronautas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Industria no encontrada' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('industries/IndustryPage');
  });

  it('says a section is not available, not that it does not exist, while a remote’s pages are unknown', async () => {
    await renderAt('/onboarding', { ...sampleSite, unavailable: ['onboarding'] });
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible ahora mismo' })).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('shows a Spanish fallback in the layout when a remote is down, and retry loads it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'));
    await renderAt('/industrias');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Esta sección no está disponible ahora mismo' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    runtime.loadRemote.mockResolvedValue({ default: () => <Page text="Industrias" /> });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Industrias' })).toBeInTheDocument();
    // The retry registers the remote again from a fresh entry URL.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'industries', entry: `${manifest.remotes.industries}?retry=1`, type: 'module' }],
      { force: true },
    );
  });

  it('gives up on a remote that hangs after the manifest timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    await renderAt('/privacy');
    expect(await screen.findByText('Cargando página…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible ahora mismo' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('refuses a module that is not a page', async () => {
    runtime.loadRemote.mockResolvedValue({ notAPage: true });
    await renderAt('/legal');
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible ahora mismo' })).toBeInTheDocument();
  });

  it('shows the render-error screen with the message when a page throws', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('fallo al pintar la demo');
      },
    });
    await renderAt('/gracias');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('fallo al pintar la demo')).toBeInTheDocument();
  });
});
