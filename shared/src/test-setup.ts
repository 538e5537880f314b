import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Server-side tests (`@vitest-environment node`) have no DOM to set up.
const browser = typeof window !== 'undefined';

afterEach(() => {
  if (!browser) return;
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks these browser APIs that Radix and the layout use.
if (browser && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
if (browser) Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
