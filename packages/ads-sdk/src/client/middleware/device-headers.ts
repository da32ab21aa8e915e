import type { Middleware } from 'openapi-fetch';
import { findDeviceInfo, type DeviceInfo } from '../find-device-info.js';

// The contract caps the platform at 100 characters and screen sizes at 6 digits; sending more would
// turn a harmless header into a 400 for the whole request.
const PLATFORM_MAX_LENGTH = 100;

/**
 * Sends the device headers of spec §7: Accept-Language, X-Device-Platform, X-Screen-Height,
 * X-Screen-Width. Headers the caller set explicitly are left alone; unknown values are not sent.
 */
export function createDeviceHeadersMiddleware(
  getDeviceInfo: () => DeviceInfo = findDeviceInfo,
): Middleware {
  return {
    onRequest({ request }) {
      const device = getDeviceInfo();
      setHeaderIfAbsent(request.headers, 'Accept-Language', device.language);
      setHeaderIfAbsent(
        request.headers,
        'X-Device-Platform',
        device.platform?.slice(0, PLATFORM_MAX_LENGTH),
      );
      setHeaderIfAbsent(request.headers, 'X-Screen-Height', formatScreenSize(device.screenHeight));
      setHeaderIfAbsent(request.headers, 'X-Screen-Width', formatScreenSize(device.screenWidth));
      return undefined;
    },
  };
}

function setHeaderIfAbsent(headers: Headers, name: string, value: string | undefined): void {
  if (value && !headers.has(name)) headers.set(name, value);
}

function formatScreenSize(pixels: number | undefined): string | undefined {
  if (pixels === undefined || !Number.isFinite(pixels) || pixels < 0 || pixels > 999_999) {
    return undefined;
  }
  return String(Math.round(pixels));
}
