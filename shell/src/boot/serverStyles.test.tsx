import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { css } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerServerStyles, ServerStyles, SERVER_STYLES_ATTRIBUTE } from './serverStyles';

// React's act() outside a testing library's environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('registerServerStyles', () => {
  it("marks the ids of the server's <style> of the same key, and only those", () => {
    document.head.innerHTML =
      `<style ${SERVER_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{}.css-b2{}</style>` +
      `<style ${SERVER_STYLES_ATTRIBUTE}="otra z9">.otra-z9{}</style><style data-emotion="css c3">.css-c3{}</style>`;
    const inserted: Record<string, unknown> = { b2: 'ya estaba' };
    expect(registerServerStyles('css', inserted)).toBe(1);
    expect(inserted).toEqual({ a1: true, b2: 'ya estaba' });
  });

  it('marks nothing on a page without it, or with an empty one', () => {
    document.head.innerHTML = `<style ${SERVER_STYLES_ATTRIBUTE}="">p{}</style>`;
    const inserted = {};
    expect(registerServerStyles('css', inserted)).toBe(0);
    expect(inserted).toEqual({});
  });
});

describe('ServerStyles', () => {
  it("hydrates an island against the server's styles without moving them or inserting them again", async () => {
    const served = css({ color: 'rgb(200, 0, 0)', padding: 4 });
    const fresh = css({ color: 'rgb(0, 0, 200)' });
    document.head.innerHTML =
      '<meta charset="UTF-8"><link rel="prefetch" href="/a.js">' +
      `<style ${SERVER_STYLES_ATTRIBUTE}="css ${served.name}">.css-${served.name}{color:rgb(200, 0, 0);padding:4px;}</style>` +
      '<link rel="prefetch" href="/b.js">';
    const island = document.createElement('div');
    island.innerHTML = `<p class="css-${served.name}">Hola</p>`;
    document.body.append(island);
    const serverStyle = document.head.querySelector('style');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { childList: true, subtree: true });

    act(() => {
      hydrateRoot(
        island,
        <ServerStyles>
          <p css={served}>Hola</p>
        </ServerStyles>,
      );
    });
    await Promise.resolve();
    expect(changes).toEqual([]);
    expect(document.head.querySelector('style')).toBe(serverStyle);
    expect(document.head.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    expect(island.querySelector('p')?.className).toBe(`css-${served.name}`);

    // What the server did not send is inserted as before, after it.
    const later = document.createElement('div');
    document.body.append(later);
    act(() => {
      createRoot(later).render(
        <ServerStyles>
          <p css={fresh}>Adiós</p>
        </ServerStyles>,
      );
    });
    observer.disconnect();
    const inserted = document.head.querySelectorAll('style[data-emotion]');
    expect(inserted).toHaveLength(1);
    expect(serverStyle?.compareDocumentPosition(inserted[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(changes.every((change) => [...change.removedNodes].length === 0)).toBe(true);
  });
});
