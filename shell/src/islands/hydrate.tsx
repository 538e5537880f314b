// Loaded the first time an island has to come alive: React, the site config, the federation
// loader and the shell's own islands. A page nobody touches never downloads this.
import { startTransition, StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { defineIslandLoaders, islandIdentifierPrefix, notify, SiteToaster } from '@estefania/shared';
import { ISLAND_ATTRIBUTES, ISLAND_FAILED_MESSAGE } from '@estefania/shared/island-markup';
import { bootPage } from '../boot/pageBoot';
import { ServerStyles } from '../boot/serverStyles';
import { loadIsland, RemoteLoadError, retryRemote } from '../remotes/loader';
import type { RemoteName } from '../remotes/manifest';
import { SHELL_ISLAND_OWNER } from '../layout/islandOwner';
import type { remoteIslands } from '../remotes/islands';
import { IslandTree } from './IslandTree';

let toaster = false;

/** The one toaster of the page, mounted with the first island (toasts come from islands). */
function mountToaster(): void {
  if (toaster) return;
  toaster = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ServerStyles>
      <SiteToaster />
    </ServerStyles>,
  );
}

/** Sets a field's value behind React's value tracker (the prototype's setter, not the field's own). */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  descriptor?.set?.call(field, value);
}

/**
 * What the visitor typed or ticked before the island was live is still on screen but not in React's
 * state. Read at hydration (before anything re-renders), it is handed to React afterwards, outside
 * React's commit, as the change events it missed: each field is set back through React's value
 * tracker, then to the visitor's value behind it, and told it changed. Returns that hand-over.
 */
export function readEarlyInput(island: HTMLElement): () => void {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const fields = () => [...island.querySelectorAll<Field>('input, textarea, select')];
  // Read now, before anything re-renders: a re-render writes each controlled field's state (still
  // the server's value) back into it.
  const typed = new Map<Field, string | boolean>();
  const read = (field: Field) => {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) typed.set(field, field.value);
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio group changed once: the newly checked one says so (the one it replaced follows).
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) typed.set(field, field.checked);
    } else if (field.value !== field.defaultValue && field.type !== 'hidden') typed.set(field, field.value);
  };
  fields().forEach(read);
  return () => {
    // And what was typed since (the page script kept it from React): the field's value now, unless
    // a re-render put the state back, in which case what was read before.
    for (const field of fields()) if (!typed.has(field)) read(field);
    for (const [field, value] of typed) {
      if (field instanceof HTMLSelectElement) {
        // A re-render put the server's choice back: the visitor's again, then told.
        if ([...field.options].every((option) => option.selected === option.defaultSelected)) field.value = String(value);
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (typeof value === 'boolean' && field instanceof HTMLInputElement) {
        field.checked = !value;
        field.click();
      } else {
        const now = field.value !== field.defaultValue ? field.value : String(value);
        field.value = field.defaultValue;
        setNativeValue(field, now);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}

/** Inside the island's root: once React has committed the hydrated markup, it is live. */
function Live({ island, onLive, children }: { island: HTMLElement; onLive: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    const handOver = readEarlyInput(island);
    // After the commit: each change is then a plain event React handles (and re-renders for) at once.
    const timer = setTimeout(() => {
      // Live first: the page script stops holding events from React, so the hand-over reaches it.
      island.setAttribute(ISLAND_ATTRIBUTES.live, '');
      handOver();
      onLive();
    }, 0);
    return () => clearTimeout(timer);
  }, [island, onLive]);
  return children;
}

/**
 * The shell's own islands, by name: the retry of a remote page, on a page the server could not render.
 * Loaded when one is there (alive at once): the outlet, its error boundary and its retry are no part of
 * the code every other island's page fetches. The type takes exactly the islands the server renders.
 */
const shellLoaders = defineIslandLoaders<typeof remoteIslands.components>(SHELL_ISLAND_OWNER, {
  RemoteRetry: () => import('../remotes/RemoteRetry').then((module) => module.RemoteRetry),
});
export const shellIslandLoaders = shellLoaders.loaders as Record<string, () => Promise<ComponentType<object>>>;

async function componentOf(name: string): Promise<ComponentType<object>> {
  const [owner, part] = name.split('/') as [string, string | undefined];
  let component: ComponentType<object> | undefined;
  if (owner === SHELL_ISLAND_OWNER) {
    const load = part && Object.hasOwn(shellIslandLoaders, part) ? shellIslandLoaders[part] : undefined;
    component = load ? await load() : undefined;
  } else {
    component = part ? await loadIsland(owner as RemoteName, part) : undefined;
  }
  if (!component) throw new Error(`${owner} no tiene la isla ${part ?? '(sin nombre)'}`);
  return component;
}

/**
 * Hydrates one `<estefania-island>`: its component, with its props, as a root of its own. An island
 * nobody is waiting on (`awaited`: touched, or alive with the page) comes alive at idle: React is
 * handed it in a transition, which it hydrates in slices of a few milliseconds, so a tap elsewhere
 * meanwhile (the header's menu) is answered at once instead of after a phone's 60–120 ms of
 * hydration — React Router's and Remix's browser entries hydrate the same way. A touched island is
 * hydrated in one go: its visitor is waiting for that and nothing else.
 */
export async function hydrateIsland(island: HTMLElement, awaited: () => boolean = () => true): Promise<void> {
  const name = island.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  try {
    const { location } = bootPage();
    mountToaster();
    const Component = await componentOf(name);
    const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
    await new Promise<void>((resolve, reject) => {
      // From here React listens on the island (see the held events in triggers.ts).
      island.setAttribute(ISLAND_ATTRIBUTES.hydrating, '');
      const hydrate = () => {
        hydrateRoot(
          island,
          <StrictMode>
            <ServerStyles>
              <IslandTree location={location}>
                <Live island={island} onLive={resolve}>
                  <Component {...props} />
                </Live>
              </IslandTree>
            </ServerStyles>
          </StrictMode>,
          {
            identifierPrefix: islandIdentifierPrefix(island.getAttribute(ISLAND_ATTRIBUTES.id) ?? ''),
            onRecoverableError(error) {
              console.error(`[shell] la isla ${name} no coincide con el HTML del servidor:`, error);
            },
            // The island's own code threw: it never goes live, so say so instead of waiting for ever.
            onUncaughtError: reject,
          },
        );
      };
      if (awaited()) hydrate();
      else startTransition(hydrate);
    });
  } catch (error) {
    console.error(`[shell] no se pudo activar la isla ${name}: ${error instanceof Error ? error.message : String(error)}`);
    island.removeAttribute(ISLAND_ATTRIBUTES.hydrating);
    notify('error', ISLAND_FAILED_MESSAGE);
    // The next touch tries again, from a fresh entry URL (the failed load is not kept).
    if (error instanceof RemoteLoadError) retryRemote(error.remote);
    throw error;
  }
}
