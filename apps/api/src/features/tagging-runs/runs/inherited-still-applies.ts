import type { InheritedTracking } from '@utmost/platforms';
import type { StoredUrlFields } from '../schema.js';

// What of the tracking an ad inherited still applies once the run is done. A Google ad-level
// final URL suffix replaces the inherited one entirely ("The suffixes at lower levels override
// suffixes from higher up", support.google.com/sa360/answer/9246757), and the tracking template
// is the one of the lowest level that sets it (developers.google.com/google-ads/api/docs/ads/
// upgraded-urls/serving-url-rules, step 2). So an inherited value is shown only while the ad has
// none of its own, or its own carries it on.

/**
 * The ad's own suffix carries every parameter of the inherited one on (the engine starts from it;
 * a parameter of the template takes the place of an inherited one of the same name).
 */
function keepsSuffix(inherited: string, own: string | null): boolean {
  if (own === null) return true;
  const ownKeys = new URLSearchParams(own);
  return [...new URLSearchParams(inherited).keys()].every((key) => ownKeys.has(key));
}

/** In tracking mode the engine builds on an inherited `{lpurl}` template, so it stays its prefix. */
function keepsTemplate(inherited: string, own: string | null): boolean {
  return own === null || own.startsWith(inherited);
}

/** The inherited values that still apply to an ad whose own fields are `after`; null when none. */
export function readInheritedStillApplying(
  inherited: InheritedTracking | null,
  after: StoredUrlFields,
): InheritedTracking | null {
  if (!inherited) return null;
  const { finalUrlSuffix, trackingUrlTemplate } = inherited;
  const kept: InheritedTracking = {
    finalUrlSuffix:
      finalUrlSuffix && keepsSuffix(finalUrlSuffix.value, after.finalUrlSuffix)
        ? finalUrlSuffix
        : null,
    trackingUrlTemplate:
      trackingUrlTemplate && keepsTemplate(trackingUrlTemplate.value, after.trackingUrlTemplate)
        ? trackingUrlTemplate
        : null,
  };
  return kept.finalUrlSuffix || kept.trackingUrlTemplate ? kept : null;
}
