import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../contract/events';
import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from './islandMarkup';
import { SiteToaster } from './SiteToaster';

// The toast library is fetched at idle only on pages that can toast (#31); elsewhere a toast still
// shows, once the library has come for it.

let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** An island in the page, as the server writes it; `toasts` when it can answer with a toast. */
function island(name: string, toasts: boolean) {
  const element = document.createElement(ISLAND_ELEMENT);
  element.setAttribute(ISLAND_ATTRIBUTES.name, name);
  if (toasts) element.setAttribute(ISLAND_ATTRIBUTES.toasts, '');
  document.body.append(element);
}

/** The browser is idle: what waited for it runs, and the imports it started finish. */
async function goIdle() {
  await act(async () => {
    idle.splice(0).forEach((task) => task());
    await vi.dynamicImportSettled();
  });
}

const toaster = () => screen.queryByRole('region', { name: /^Notificaciones/ });

describe('the toaster', () => {
  it('fetches the library at idle on a page with a form that answers with toasts', async () => {
    island('pricing/Plans', false);
    island('marketing/NewsletterBox', true);
    render(<SiteToaster />);
    await goIdle();
    expect(await screen.findByRole('region', { name: /^Notificaciones/ })).toBeInTheDocument();
  });

  it('leaves it alone on a page whose islands never toast, and still shows a toast that comes', async () => {
    island('pricing/Plans', false);
    render(<SiteToaster />);
    await goIdle();
    expect(toaster()).toBeNull();
    act(() => {
      notify('error', 'Esta parte de la página no responde ahora mismo.');
    });
    expect(await screen.findByText('Esta parte de la página no responde ahora mismo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('fetches it at idle on a page rendered in the browser (no islands to tell)', async () => {
    render(<SiteToaster />);
    await goIdle();
    expect(await screen.findByRole('region', { name: /^Notificaciones/ })).toBeInTheDocument();
  });
});
