import { describe, expect, it } from 'vitest';
import { isDeviceGateExempt, isDeviceUnsupported, type DeviceInfo } from './device';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

/** A desktop with a mouse on a 1920×1080 screen. */
const DESKTOP: DeviceInfo = {
  userAgent: DESKTOP_CHROME,
  maxTouchPoints: 0,
  hasCoarsePointer: false,
  hasFinePointer: true,
  screenWidth: 1920,
  screenHeight: 1080,
};

describe('isDeviceUnsupported', () => {
  it('keeps the app on a desktop, whatever its window or zoom (the window is not asked)', () => {
    expect(isDeviceUnsupported(DESKTOP)).toBe(false);
    // 150 % zoom on a 1024 px wide screen: the screen itself reads as 683 CSS px.
    expect(isDeviceUnsupported({ ...DESKTOP, screenWidth: 683, screenHeight: 512 })).toBe(false);
  });

  it('keeps the app on a touch-screen laptop that has a trackpad', () => {
    expect(
      isDeviceUnsupported({
        ...DESKTOP,
        userAgent: WINDOWS_CHROME,
        maxTouchPoints: 10,
        hasCoarsePointer: true,
        screenWidth: 1280,
        screenHeight: 800,
      }),
    ).toBe(false);
  });

  it('turns away phones and tablets by their user agent, at any size', () => {
    expect(
      isDeviceUnsupported({
        ...DESKTOP,
        userAgent: IPHONE,
        maxTouchPoints: 5,
        hasFinePointer: false,
      }),
    ).toBe(true);
  });

  it('turns away an iPad that claims to be a Mac by its touch screen, not a Mac', () => {
    expect(isDeviceUnsupported({ ...DESKTOP, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(isDeviceUnsupported({ ...DESKTOP, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(
      false,
    );
  });

  it('turns away a touch-only device with a tablet-sized screen whatever its user agent', () => {
    const touchOnly = {
      ...DESKTOP,
      maxTouchPoints: 5,
      hasCoarsePointer: true,
      hasFinePointer: false,
    };
    expect(isDeviceUnsupported({ ...touchOnly, screenWidth: 1366, screenHeight: 1024 })).toBe(true);
    expect(isDeviceUnsupported({ ...touchOnly, screenWidth: 412, screenHeight: 915 })).toBe(true);
    // A large touch-only screen (a meeting-room display) is no tablet.
    expect(isDeviceUnsupported({ ...touchOnly, screenWidth: 1920, screenHeight: 1080 })).toBe(
      false,
    );
  });
});

describe('isDeviceGateExempt', () => {
  it('lets the connect popup’s success route render, and nothing else', () => {
    expect(isDeviceGateExempt('/success')).toBe(true);
    expect(isDeviceGateExempt('/ad-accounts')).toBe(false);
    expect(isDeviceGateExempt('/success/extra')).toBe(false);
  });
});
