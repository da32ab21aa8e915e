import { useSyncExternalStore, type ReactNode } from 'react';
import { isDeviceGateExempt, isDeviceUnsupported, readDeviceInfo } from '../../lib/device';
import { DeviceUnsupportedScreen } from './device-unsupported-screen';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function readIsUnsupported(): boolean {
  if (isDeviceGateExempt(window.location.pathname)) return false;
  return isDeviceUnsupported(readDeviceInfo());
}

/**
 * Replaces the whole app with the unsupported-device screen on phones and tablets (not on narrow
 * or zoomed desktop windows, see `isDeviceUnsupported`),
 * except on the pages that live in the connect popup.
 */
export function DeviceGate({ children }: { children: ReactNode }) {
  const isUnsupported = useSyncExternalStore(subscribeToResize, readIsUnsupported, () => false);
  return isUnsupported ? <DeviceUnsupportedScreen /> : children;
}
