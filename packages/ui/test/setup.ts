import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks a few browser APIs that Radix primitives call while opening menus, dialogs and
// tooltips. These polyfills do the minimum a real browser does, so tests exercise the real
// components rather than mocks of them.

function installDomPolyfills(): void {
  class ResizeObserverPolyfill {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }

  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = ResizeObserverPolyfill;
  }

  if (!('PointerEvent' in globalThis)) {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    globalThis.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }

  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;

  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
}

// Files that opt into the node environment (e.g. the CSS compile test) have no DOM to patch.
if (typeof window !== 'undefined') {
  installDomPolyfills();
}

afterEach(() => {
  cleanup();
  // Files share one environment (isolate: false in vitest.config.ts): a test that forgot to undo
  // fake timers or a stubbed global would otherwise change the next file's tests.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
