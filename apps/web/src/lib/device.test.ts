import { describe, expect, it } from 'vitest';
import { isDeviceGateExempt, isDeviceUnsupported } from './device';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('isDeviceUnsupported', () => {
  it('accepts a desktop browser from 1024 px wide', () => {
    expect(
      isDeviceUnsupported({ viewportWidth: 1024, userAgent: DESKTOP_CHROME, maxTouchPoints: 0 }),
    ).toBe(false);
  });

  it('rejects a viewport narrower than 1024 px', () => {
    expect(
      isDeviceUnsupported({ viewportWidth: 375, userAgent: DESKTOP_CHROME, maxTouchPoints: 0 }),
    ).toBe(true);
    expect(
      isDeviceUnsupported({ viewportWidth: 1023, userAgent: DESKTOP_CHROME, maxTouchPoints: 0 }),
    ).toBe(true);
  });

  it('rejects phones and tablets at any width, including iPads that claim to be a Mac', () => {
    expect(isDeviceUnsupported({ viewportWidth: 1366, userAgent: IPHONE, maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(
      isDeviceUnsupported({ viewportWidth: 1366, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isDeviceUnsupported({ viewportWidth: 1440, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }),
    ).toBe(false);
  });
});

describe('isDeviceGateExempt', () => {
  it('lets the connect popup’s success route render in its 500 px window, and nothing else', () => {
    expect(isDeviceGateExempt('/success')).toBe(true);
    expect(isDeviceGateExempt('/ad-accounts')).toBe(false);
    expect(isDeviceGateExempt('/success/extra')).toBe(false);
  });
});
