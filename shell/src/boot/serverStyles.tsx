// The page's CSS as the server rendered it: one <style> in <head> (server/render/emotionStyles.ts)
// with every rule of the page, named by the attribute below with Emotion's key and the ids of its
// styles. Emotion's browser cache would find a server <style data-emotion="css …"> by itself, but it
// then moves the element (twice: once out of React's way, once into its own sheet), and moving a
// <style> restyles the whole page — 45–107 ms on a phone (CPU ×4) on the home, the pricing page and
// the onboarding, in the task where the site's code starts. So the server names it otherwise and
// the islands' roots tell Emotion's cache those ids are in the page already, where they are: nothing
// is moved, nothing is inserted twice, and what a later render needs is appended after it as before.
import type { ReactNode } from 'react';
import { withEmotionCache } from '@emotion/react';

/** Names the server's <style>: `css id1 id2 …` (Emotion's key, then the ids of its styles). */
export const SERVER_STYLES_ATTRIBUTE = 'data-estilos-servidor';

/**
 * Marks every style the server's <style> holds as already in the page, in a cache of the same key.
 * Returns how many it marked.
 */
export function registerServerStyles(key: string, inserted: Record<string, unknown>, doc: Document = document): number {
  let marked = 0;
  for (const tag of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [tagKey, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (tagKey !== key) continue;
    for (const id of ids) {
      if (!id || inserted[id] !== undefined) continue;
      inserted[id] = true;
      marked += 1;
    }
  }
  return marked;
}

let registered = false;

/**
 * Around a root the browser renders on a server page: before anything in it renders, Emotion's
 * cache knows the server's styles (once per page).
 */
export const ServerStyles = withEmotionCache<{ children: ReactNode }>(({ children }, cache) => {
  if (!registered) {
    registered = true;
    registerServerStyles(cache.key, cache.inserted);
  }
  return children;
});
