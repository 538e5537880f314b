// Where the shell server leaves its boot state on the page (see bootState.ts), readable by the
// page script without loading anything else.
export const BOOT_STATE_GLOBAL = '__ESTEFANIA_SSR__';

/** Whether the server sent hydratable HTML, read without validating anything (the page script's first look). */
export function serverSentPage(scope: Record<string, unknown> = globalThis): boolean {
  const raw = scope[BOOT_STATE_GLOBAL] as { hydrate?: unknown } | undefined;
  return typeof raw === 'object' && raw !== null && raw.hydrate === true;
}
