// The page script (page.ts) and the shell's federated entry (main.tsx): the first is a few
// kilobytes and runs on every page; the second brings the federation runtime, React and the
// shared packages, and is loaded only when something needs them — an island coming alive, or
// measurement once the visitor has said yes.
import type { HydrateIsland } from './islands/triggers';

/** What the federated entry offers the page script once it has started. */
export interface ShellHost {
  hydrateIsland: HydrateIsland;
}

/** Where the server tells the page script which files are the federated entry (see headTagsFromIndexHtml). */
export const HOST_FILES_GLOBAL = '__ESTEFANIA_HOST_FILES__';
/** The federated entry announces itself here. */
export const HOST_READY_GLOBAL = '__ESTEFANIA_HOST_READY__';

interface HostFiles {
  entries: string[];
  preloads: string[];
}

type HostWindow = Window & { [HOST_FILES_GLOBAL]?: HostFiles; [HOST_READY_GLOBAL]?: (host: ShellHost) => void };

let loading: Promise<ShellHost> | null = null;

/** Loads the federated entry once; resolves when it has started. */
export function loadHost(win: HostWindow = window): Promise<ShellHost> {
  loading ??= new Promise<ShellHost>((resolve, reject) => {
    const files = win[HOST_FILES_GLOBAL];
    if (!files || files.entries.length === 0) {
      reject(new Error('la página no dice dónde está el código del sitio'));
      return;
    }
    win[HOST_READY_GLOBAL] = resolve;
    const add = (tag: 'link' | 'script', attributes: Record<string, string>) => {
      const element = win.document.createElement(tag);
      element.crossOrigin = '';
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (tag === 'script') element.addEventListener('error', () => reject(new Error(`no se pudo cargar ${attributes.src}`)));
      win.document.head.append(element);
    };
    for (const href of files.preloads) add('link', { rel: 'modulepreload', href });
    for (const src of files.entries) add('script', { type: 'module', src });
  });
  return loading;
}

/** Whether the page script loaded the federated entry (it did on every page the server sent; not on the dev servers). */
export function loadedByPageScript(win: HostWindow = window): boolean {
  return typeof win[HOST_READY_GLOBAL] === 'function';
}

/** Called by the federated entry once it can serve the page script. */
export function announceHost(host: ShellHost, win: HostWindow = window): void {
  win[HOST_READY_GLOBAL]?.(host);
}
