export interface DeviceInfo {
  language?: string;
  platform?: string;
  screenHeight?: number;
  screenWidth?: number;
}

/**
 * What the browser says about the device, as spec §7 asks every request to report.
 * In Node (scripts) there is a `navigator` with language and platform but no `screen`.
 */
export function findDeviceInfo(): DeviceInfo {
  const navigator = globalThis.navigator as Navigator | undefined;
  const screen = (globalThis as { screen?: Screen }).screen;
  return {
    language: navigator?.language,
    platform: navigator?.platform,
    screenHeight: screen?.height,
    screenWidth: screen?.width,
  };
}
