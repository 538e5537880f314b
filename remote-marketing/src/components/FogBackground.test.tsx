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

function fakeContext() {
  return {
    fillRect: vi.fn(),
    createRadialGradient: vi.fn(() => ({ addColorStop: vi.fn() })),
    fillStyle: '',
    globalCompositeOperation: 'source-over',
  };
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
  it('is a decorative layer hidden from assistive technology', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(<FogBackground className="fog" />);
    const layer = fogLayer(container);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveClass('fog');
  });

  it('does not crash and stays static without a canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'static');
    expect(raf).not.toHaveBeenCalled();
  });

  it('paints one still frame and never animates under reduced motion', () => {
    stubReducedMotion(true);
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'static');
    expect(context.fillRect).toHaveBeenCalled();
    expect(raf).not.toHaveBeenCalled();
  });

  it('animates only while on screen and the tab is visible', () => {
    stubReducedMotion(false);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext() as unknown as CanvasRenderingContext2D);
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const { container } = render(<FogBackground />);
    act(() => observed?.([{ isIntersecting: false }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'paused');
    expect(raf).not.toHaveBeenCalled();

    act(() => observed?.([{ isIntersecting: true }]));
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'animated');
    expect(raf).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'paused');
    expect(cancel).toHaveBeenCalledWith(1);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fogLayer(container)).toHaveAttribute('data-fog', 'animated');
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
