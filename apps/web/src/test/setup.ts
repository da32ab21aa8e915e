import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from '@utmost/ui/components/sonner';
import { afterEach, vi } from 'vitest';
import { registerAppStrings } from '../i18n/app-strings';
import '../i18n/i18n';

// Components are also rendered on their own, outside the protected layout that registers these.
registerAppStrings();

// jsdom has no layout: the router's scroll restoration calls a scrollTo it does not implement.
window.scrollTo = () => {};

// Nor does it observe sizes, which Radix's checkbox, switch and positioned popups ask for; a
// browser always can. Observing nothing is what a layout-less page would report anyway.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Radix's select opens on a pointer press it captures, and scrolls the chosen option into view:
// jsdom implements neither, a browser always does.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store and replays the undismissed ones to the next
  // Toaster that mounts: without this, one test's notifications appear in the next test's page.
  // Dismissed after the unmount, so no Toaster is left to update outside act().
  toast.dismiss();
  // Files share one jsdom (isolate: false in vitest.config.ts): what a test left in the page's
  // storage, cookies, clock or globals would otherwise reach the next file's tests.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
