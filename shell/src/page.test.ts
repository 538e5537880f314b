import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from '@estefania/shared/island-markup';

// The page script runs on import: each test sets the page up, then imports it afresh.
vi.mock('./pageFeatures', () => ({ startPageFeatures: vi.fn(), markInteractive: vi.fn() }));

type PageWindow = Window & Record<string, unknown>;
const win = window as unknown as PageWindow;

function serverPage(hydrate: boolean, body = '') {
  win.__ESTEFANIA_SSR__ = { hydrate };
  win.__ESTEFANIA_HOST_FILES__ = { entries: ['/assets/entry-1.js'], preloads: ['/assets/react-2.js'] };
  document.body.innerHTML = body;
}

const siteCodeRequested = () => document.head.querySelector('script[src="/assets/entry-1.js"]') !== null;

beforeEach(() => vi.resetModules());
afterEach(() => {
  delete win.__ESTEFANIA_SSR__;
  delete win.__ESTEFANIA_HOST_FILES__;
  delete win.__ESTEFANIA_HOST_READY__;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page script', () => {
  it('loads no site code on a page nobody touches', async () => {
    serverPage(true, `<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTES.name}="shell/Header"><button>Menú</button></${ISLAND_ELEMENT}>`);
    await import('./page');
    expect(siteCodeRequested()).toBe(false);
  });

  it('loads the site code at once for an island that comes alive on load', async () => {
    serverPage(
      true,
      `<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTES.name}="onboarding/OnboardingFlow" ${ISLAND_ATTRIBUTES.hydrate}="load"></${ISLAND_ELEMENT}>`,
    );
    await import('./page');
    expect(siteCodeRequested()).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"][href="/assets/react-2.js"]')).not.toBeNull();
  });

  it('loads the site code at once when the server sent its error screen, so the page is rendered afresh', async () => {
    serverPage(false, '<div id="root"><h1>Unexpected Application Error!</h1></div>');
    await import('./page');
    expect(siteCodeRequested()).toBe(true);
  });
});
