import { jsonForScript } from '@estefania/shared/structured-data';
import { BOOT_STATE_GLOBAL } from '../../boot/bootGlobal';
import type { SsrBootState } from '../../boot/bootState';

/**
 * The inline script that hands the boot state to the browser, safe inside a <script>. The server's
 * alone: the browser only reads the state (boot/bootState.ts), and the page's script carries no
 * escaping code (#31).
 */
export function bootStateScript(state: SsrBootState): string {
  return `window.${BOOT_STATE_GLOBAL}=${jsonForScript(state)};`;
}
