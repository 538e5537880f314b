import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FogBackground } from './FogBackground';

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;

class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

function fogLayer(container: HTMLElement) {
  const layer = container.querySelector('[data-fog]');
  if (!layer) throw new Error('no fog layer');
  return layer;
}

beforeEach(() => {
  observed = null;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { VANTA?: unknown }).VANTA;
});

describe('FogBackground', () => {
  it('is a decorative layer hidden from assistive technology, drawn still by the server', () => {
    const { container } = render(<FogBackground className="fog" />);
    const layer = fogLayer(container);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveClass('fog');
    // Five blobs, each a gradient of its own (no canvas, nothing drawn by script).
    expect(layer.querySelectorAll('span')).toHaveLength(5);
    expect(layer.querySelector('canvas')).toBeNull();
  });

  it('drifts by a CSS animation of transform alone, paused unless the fog may move', () => {
    const { container } = render(<FogBackground />);
    const blob = fogLayer(container).querySelector('span');
    if (!blob) throw new Error('no blob');
    const rules = [...document.querySelectorAll('style')].map((element) => element.textContent ?? '').join('\n');
    const own = [...blob.classList].map((name) => rules.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1] ?? '').join(';');
    // A loop of 57 s in steps a fifth of a second apart (five a second): nothing to draw between them.
    expect(own).toMatch(/animation:estefania-fog-drift-0 57s steps\(36\) infinite/);
    expect(own).toContain('animation-play-state:paused');
    const keyframes = rules.match(/@keyframes estefania-fog-drift-0\{(.*?\})\}/)?.[1] ?? '';
    expect(keyframes).toContain('transform:translate(');
    // Only transform moves: what the compositor runs without the page's main thread.
    const properties = new Set([...keyframes.matchAll(/([a-z-]+):/g)].map((match) => match[1] ?? ''));
    expect(new Set([...properties].map((name) => name.replace(/^-(webkit|moz|ms)-/, '')))).toEqual(new Set(['transform']));
    expect(rules).toMatch(/\[data-fog="animated"\]>\.[\w-]+\{(-webkit-)?animation-play-state:running;/);
    expect(rules).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.[\w-]+\{(-webkit-animation:none;)?animation:none;\}\}/);
  });

  it('stays still under reduced motion, on screen or not', () => {
    stubReducedMotion(true);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'static');
    expect(raf).not.toHaveBeenCalled();
  });

  it('moves only while on screen and the tab is visible, with no script per frame', () => {
    stubReducedMotion(false);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: false }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'paused');

    act(() => observed?.([{ isIntersecting: true }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'animated');

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'paused');

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'animated');
    expect(raf).not.toHaveBeenCalled();
  });

  it('uses the global fog effect when present and destroys it on unmount', () => {
    stubReducedMotion(false);
    const destroy = vi.fn();
    const FOG = vi.fn(() => ({ destroy }));
    (window as { VANTA?: unknown }).VANTA = { FOG };
    const { container, unmount } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(FOG).toHaveBeenCalledWith(expect.objectContaining({ el: fogLayer(container) }));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'vanta');
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
