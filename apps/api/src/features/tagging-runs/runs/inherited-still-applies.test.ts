import { describe, expect, it } from 'vitest';
import { readInheritedStillApplying } from './inherited-still-applies.js';

const INHERITED = {
  finalUrlSuffix: { value: 'ss_ref=sem&gclsrc=aw.ds', level: 'account' as const },
  trackingUrlTemplate: { value: 'https://clicks.example/r?u={lpurl}', level: 'campaign' as const },
};

function fields(finalUrlSuffix: string | null, trackingUrlTemplate: string | null = null) {
  return { finalUrlSuffix, trackingUrlTemplate, landingPages: ['https://example.com'] };
}

describe('readInheritedStillApplying', () => {
  it('shows both while the ad has no value of its own', () => {
    expect(readInheritedStillApplying(INHERITED, fields(null))).toEqual(INHERITED);
  });

  it('shows the suffix the run carried into the ad-level suffix beside its own parameters', () => {
    // A template value may take the place of an inherited parameter of the same name.
    const after = fields('ss_ref=web&gclsrc=aw.ds&utm_source=google');
    expect(readInheritedStillApplying(INHERITED, after)?.finalUrlSuffix).toEqual(
      INHERITED.finalUrlSuffix,
    );
  });

  it('leaves out a suffix the ad overrides with one of its own that lacks its parameters', () => {
    const after = fields('ss_ref=sem&utm_source=google', null);
    expect(readInheritedStillApplying(INHERITED, after)).toEqual({
      finalUrlSuffix: null,
      trackingUrlTemplate: INHERITED.trackingUrlTemplate,
    });
  });

  it('keeps a template the ad builds on, drops one the ad replaces', () => {
    const built = fields(null, 'https://clicks.example/r?u={lpurl}&utm_source=google');
    expect(readInheritedStillApplying(INHERITED, built)?.trackingUrlTemplate).toEqual(
      INHERITED.trackingUrlTemplate,
    );
    const replaced = fields('utm_source=google', '{lpurl}?utm_source=google');
    expect(readInheritedStillApplying(INHERITED, replaced)).toBeNull();
  });

  it('is null when nothing was inherited or nothing was recorded', () => {
    expect(readInheritedStillApplying(null, fields(null))).toBeNull();
    const none = { finalUrlSuffix: null, trackingUrlTemplate: null };
    expect(readInheritedStillApplying(none, fields(null))).toBeNull();
  });
});
