import type { PlatformUrlChange } from '@utmost/platforms';
import type { RenderedTemplate } from '../template/render-template.js';
import { GOOGLE_TRACKING_TEMPLATE_MAX_LENGTH, URL_LENGTH_LIMITS } from '../url-limits.js';
import { findLandingUrlError } from '../url/merge-into-url.js';
import { mergeIntoQuery, removeFromQuery } from '../url/query-string.js';
import { mergeIntoTrackingTemplate, removeFromTrackingTemplate } from '../url/tracking-template.js';
import {
  areUrlFieldsEqual,
  readInheritedTracking,
  type AdDecision,
  type AdUrlFields,
  type DecideAdChangeInput,
} from './ad-decision.js';
import { buildErrorDecision, buildSkippedDecision, hasEntries } from './decision-builders.js';
import { findKeywordOverrides } from './keyword-overrides.js';

// Google `direct` and `tracking` at ad level. Final URLs are never touched: changing them sends the
// ad to editorial review, changing the suffix or tracking template does not (platform-apis.md §A).
// Our keys go in one field and are taken out of the other, or the click would carry them twice.

const LEVEL = 'creatives';

/** A suffix is a query string; a stray leading `?` or `&` is not part of any parameter. */
function normaliseSuffix(suffix: string): string {
  const trimmed = suffix.trim();
  let start = 0;
  while (start < trimmed.length && (trimmed[start] === '?' || trimmed[start] === '&')) start++;
  return trimmed.slice(start);
}

interface PlannedFields {
  after: AdUrlFields;
  deleted: Record<string, string>;
}

function planDirect(
  input: DecideAdChangeInput,
  rendered: RenderedTemplate,
  toUtm: string,
): PlannedFields {
  const { ad } = input;
  const base = ad.finalUrlSuffix ?? readInheritedTracking(input).finalUrlSuffix ?? '';
  const fromTemplate =
    ad.trackingUrlTemplate === null
      ? { template: null, removed: {} }
      : removeFromTrackingTemplate(
          ad.trackingUrlTemplate,
          rendered.pairs.map((pair) => pair.name),
        );
  return {
    after: {
      finalUrlSuffix: mergeIntoQuery(normaliseSuffix(base), rendered.pairs, toUtm),
      trackingUrlTemplate: fromTemplate.template,
      landingPages: ad.landingPages,
    },
    deleted: fromTemplate.removed,
  };
}

function planTracking(
  input: DecideAdChangeInput,
  rendered: RenderedTemplate,
): PlannedFields | { errorType: 'NOT_CALCULATED_URL_TEMPLATE' | 'URL_TOO_LONG' } {
  const { ad } = input;
  // An ad-level template replaces the inherited one: start from it, so its parameters stay. A
  // click tracker in front of {lpurl} (https://t.example/?u={lpurl}) is never written into: the
  // engine reports NOT_CALCULATED_URL_TEMPLATE and the tracker keeps applying from above.
  const base = ad.trackingUrlTemplate ?? readInheritedTracking(input).trackingUrlTemplate ?? null;
  const merged = mergeIntoTrackingTemplate(
    base,
    rendered.pairs,
    GOOGLE_TRACKING_TEMPLATE_MAX_LENGTH,
  );
  if (!merged.ok) {
    return {
      errorType:
        merged.errorType === 'URL_TOO_LONG' ? 'URL_TOO_LONG' : 'NOT_CALCULATED_URL_TEMPLATE',
    };
  }
  let suffix = ad.finalUrlSuffix;
  if (suffix !== null) {
    const names = rendered.pairs.map((pair) => pair.name);
    const kept = removeFromQuery(normaliseSuffix(suffix), names).query;
    if (kept !== normaliseSuffix(suffix)) suffix = kept === '' ? null : kept;
  }
  return {
    after: {
      finalUrlSuffix: suffix,
      trackingUrlTemplate: merged.template,
      landingPages: ad.landingPages,
    },
    deleted: merged.replaced,
  };
}

/** The change for whichever of the two fields moved; '' clears a field. */
export function buildGoogleChange(
  resourceName: string,
  before: AdUrlFields,
  after: AdUrlFields,
): PlatformUrlChange {
  const change: PlatformUrlChange = { resourceName };
  if (after.finalUrlSuffix !== before.finalUrlSuffix)
    change.finalUrlSuffix = after.finalUrlSuffix ?? '';
  if (after.trackingUrlTemplate !== before.trackingUrlTemplate) {
    change.trackingUrlTemplate = after.trackingUrlTemplate ?? '';
  }
  return change;
}

export function decideGoogleTagging(
  input: DecideAdChangeInput,
  rendered: RenderedTemplate,
  toUtm: string,
  before: AdUrlFields,
): AdDecision {
  const { ad } = input;
  const { ignoredParameters } = rendered;
  if (ad.landingPages.length === 0) {
    return buildErrorDecision(before, 'NO_LANDING_PAGE', LEVEL, toUtm, ignoredParameters);
  }
  for (const finalUrl of ad.landingPages) {
    const errorType = findLandingUrlError(finalUrl);
    if (errorType) return buildErrorDecision(before, errorType, LEVEL, toUtm, ignoredParameters);
  }
  const planned =
    input.mode === 'tracking' ? planTracking(input, rendered) : planDirect(input, rendered, toUtm);
  if ('errorType' in planned) {
    return buildErrorDecision(before, planned.errorType, LEVEL, toUtm, ignoredParameters);
  }
  const { after, deleted } = planned;
  // Google appends the suffix to every final URL at click time: that URL must fit the limit.
  const suffixLength = after.finalUrlSuffix ? after.finalUrlSuffix.length + 1 : 0;
  for (const finalUrl of ad.landingPages) {
    if (finalUrl.trim().length + suffixLength > URL_LENGTH_LIMITS.google) {
      return buildErrorDecision(before, 'URL_TOO_LONG', LEVEL, toUtm, ignoredParameters);
    }
  }
  // Keywords of the ad's ad group with URL fields of their own win for their clicks.
  const keywordOverrides = findKeywordOverrides({
    keywords: ad.keywordTracking ?? [],
    after,
    inherited: readInheritedTracking(input),
    pairs: rendered.pairs,
    adCustomParameters: ad.urlCustomParameters,
  });
  const withOverrides = (decision: AdDecision): AdDecision =>
    keywordOverrides.length > 0 ? { ...decision, keywordOverrides } : decision;
  if (areUrlFieldsEqual(before, after)) {
    return withOverrides(buildSkippedDecision(before, LEVEL, toUtm, ignoredParameters));
  }
  const decision: AdDecision = {
    // Spec §4 gives Google no partially_updated tile; ignored parameters are listed on `updated`.
    // The one exception (issue 30): keywords that override Utmost's values for their clicks, so
    // the ad is tagged only for the clicks through its other keywords.
    status: keywordOverrides.length > 0 ? 'partially_updated' : 'updated',
    toUtm,
    change: buildGoogleChange(ad.resourceName, before, after),
    ignoredParameters,
    level: LEVEL,
    before,
    after,
  };
  if (hasEntries(deleted)) decision.deletedTrackingTemplateParams = deleted;
  return withOverrides(decision);
}
