import { BREAKPOINTS } from '@utmost/ui/lib/breakpoints';
import { CONNECTION_RESULT_PATH } from './platform-connection/build-connect-url';

/**
 * Phones and tablets (spec §1) are told about by their system: the user agent, and a touch screen
 * as the only pointer on a screen no bigger than a tablet's. The window's width says nothing of the
 * device: a desktop zoomed to 150 % or a half-screen window is narrow and keeps the app.
 */
const MOBILE_OR_TABLET_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i;

/** The largest tablets' long side is about 1,376 CSS px; touch-only screens below 1440 count. */
const LARGEST_TABLET_SIDE = BREAKPOINTS.xl;

export interface DeviceInfo {
  userAgent: string;
  maxTouchPoints: number;
  /** `(pointer: coarse)`: the main pointer is a finger. */
  hasCoarsePointer: boolean;
  /** `(any-pointer: fine)`: a mouse or trackpad is there, whatever else is. */
  hasFinePointer: boolean;
  /** The screen's size in CSS px (not the window's). */
  screenWidth: number;
  screenHeight: number;
}

/** Spec §1: mobile and tablet devices are not supported. */
export function isDeviceUnsupported(device: DeviceInfo): boolean {
  if (MOBILE_OR_TABLET_AGENT.test(device.userAgent)) return true;
  // iPadOS presents itself as a Mac; a touch screen gives it away.
  if (/Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1) return true;
  const isTouchOnly = device.hasCoarsePointer && !device.hasFinePointer;
  const longestSide = Math.max(device.screenWidth, device.screenHeight);
  return isTouchOnly && longestSide < LARGEST_TABLET_SIDE;
}

export function readDeviceInfo(): DeviceInfo {
  return {
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints,
    hasCoarsePointer: window.matchMedia('(pointer: coarse)').matches,
    hasFinePointer: window.matchMedia('(any-pointer: fine)').matches,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  };
}

/**
 * Pages that must render whatever the device: the connect flow ends on its success route inside
 * the 500×600 popup (spec §4), which must report back to the window that opened it.
 */
const UNGATED_PATHS: readonly string[] = [CONNECTION_RESULT_PATH];

export function isDeviceGateExempt(pathname: string): boolean {
  return UNGATED_PATHS.includes(pathname);
}
