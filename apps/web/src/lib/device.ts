import { BREAKPOINTS } from '@utmost/ui/lib/breakpoints';
import { CONNECTION_RESULT_PATH } from './platform-connection/build-connect-url';

/** Below the `lg` breakpoint (1024 px) the app's tables do not fit: phones and tablets. */
export const MIN_SUPPORTED_WIDTH = BREAKPOINTS.lg;
const MOBILE_OR_TABLET_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i;

export interface DeviceInfo {
  viewportWidth: number;
  userAgent: string;
  maxTouchPoints: number;
}

/** Spec §1: mobile and tablet devices are not supported. */
export function isDeviceUnsupported({
  viewportWidth,
  userAgent,
  maxTouchPoints,
}: DeviceInfo): boolean {
  if (viewportWidth < MIN_SUPPORTED_WIDTH) return true;
  if (MOBILE_OR_TABLET_AGENT.test(userAgent)) return true;
  // iPadOS presents itself as a Mac; a touch screen gives it away.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function readDeviceInfo(): DeviceInfo {
  return {
    viewportWidth: window.innerWidth,
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints,
  };
}

/**
 * Pages that must render whatever the window: the connect flow ends on its success route inside
 * the 500×600 popup (spec §4), which would otherwise count as a phone and never report back.
 */
const UNGATED_PATHS: readonly string[] = [CONNECTION_RESULT_PATH];

export function isDeviceGateExempt(pathname: string): boolean {
  return UNGATED_PATHS.includes(pathname);
}
