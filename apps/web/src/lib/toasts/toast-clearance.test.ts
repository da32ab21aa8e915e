import { describe, expect, it } from 'vitest';
import { measureClearance } from './toast-clearance';

describe('measureClearance', () => {
  it('starts the toasts above a row shown in the lower half of the window', () => {
    expect(measureClearance({ top: 700, bottom: 740 }, 800)).toBe(112);
  });

  it('leaves the toaster where it is for a row in the upper half or out of sight', () => {
    expect(measureClearance({ top: 300, bottom: 340 }, 800)).toBe(0);
    expect(measureClearance({ top: 900, bottom: 940 }, 800)).toBe(0);
    expect(measureClearance({ top: -80, bottom: -40 }, 800)).toBe(0);
  });
});
