import type { PlatformName } from '@utmost/platforms';
import { toPreparedTemplate } from '../template/prepare-template.js';
import { joinHttpUrl, splitHttpUrl } from '../url/http-url.js';
import {
  findSegments,
  indexSegments,
  removeFromQuery,
  restoreQueryKeys,
} from '../url/query-string.js';
import { LPURL, splitLpurlTemplate } from '../url/tracking-template.js';
import {
  areUrlFieldsEqual,
  readInheritedTracking,
  type AdDecision,
  type AdUrlFields,
  type DecideAdChangeInput,
} from './ad-decision.js';
import { findAdLevel } from './check-support.js';
import { buildGoogleChange } from './decide-google.js';
import { buildCampaignParametersChange, isCarousel } from './decide-linkedin.js';
import {
  buildErrorDecision,
  buildNotSupportedDecision,
  buildSkippedDecision,
  hasEntries,
} from './decision-builders.js';
import {
  areCampaignParametersEqual,
  findChangedParameterKeys,
  restoreParameterKeys,
} from './linkedin-campaign-parameters.js';
import type { PlatformUrlChange } from '@utmost/platforms';

// `drop_direct` takes our parameters off again. When nobody has touched the ad since Utmost's last
// change, it gets back exactly what it had before Utmost first changed it. When someone has, only
// our keys are put back the way the original had them, and their other edits stay.

function normaliseSuffix(suffix: string | null): string {
  return (suffix ?? '').trim().replace(/^[?&]+/, '');
}

function readTemplateQuery(template: string | null): string {
  return template === null ? '' : (splitLpurlTemplate(template.trim())?.query ?? '');
}

function readUrlQuery(url: string | undefined): string {
  return url === undefined ? '' : (splitHttpUrl(url.trim())?.query ?? '');
}

/** The query strings that can carry our keys, index-aligned between two versions of an ad. */
function listQueries(fields: AdUrlFields, platform: PlatformName): string[] {
  if (platform === 'google') {
    return [normaliseSuffix(fields.finalUrlSuffix), readTemplateQuery(fields.trackingUrlTemplate)];
  }
  return fields.landingPages.map(readUrlQuery);
}

/** Keys Utmost added or changed: their segment in lastApplied differs from the original's. */
function findChangedKeys(
  history: NonNullable<DecideAdChangeInput['history']>,
  platform: PlatformName,
) {
  const changed = new Set<string>();
  const originalQueries = listQueries(history.original, platform);
  listQueries(history.lastApplied, platform).forEach((query, index) => {
    const original = indexSegments(originalQueries[index] ?? '');
    for (const [key, segment] of indexSegments(query)) {
      if (original.get(key) !== segment) changed.add(key);
    }
  });
  return changed;
}

function restoreGoogle(
  before: AdUrlFields,
  original: AdUrlFields,
  keys: ReadonlySet<string>,
  inheritedSuffix: string | null,
) {
  let { finalUrlSuffix, trackingUrlTemplate } = before;
  const suffix = normaliseSuffix(finalUrlSuffix);
  if (findSegments(suffix, keys).size > 0) {
    const restored = restoreQueryKeys(suffix, normaliseSuffix(original.finalUrlSuffix), keys);
    // The ad had no suffix and what is left is exactly the one it inherits (copied in when it
    // was tagged): clear it, so the account's or campaign's suffix applies again.
    const isInheritedCopy =
      inheritedSuffix !== null && restored === normaliseSuffix(inheritedSuffix);
    finalUrlSuffix =
      (restored === '' || isInheritedCopy) && original.finalUrlSuffix === null ? null : restored;
  }
  const parts =
    trackingUrlTemplate === null ? null : splitLpurlTemplate(trackingUrlTemplate.trim());
  if (parts && findSegments(parts.query, keys).size > 0) {
    const query = restoreQueryKeys(
      parts.query,
      readTemplateQuery(original.trackingUrlTemplate),
      keys,
    );
    const restored = joinHttpUrl(LPURL, query, parts.fragment);
    trackingUrlTemplate =
      restored === LPURL && original.trackingUrlTemplate === null ? null : restored;
  }
  return { finalUrlSuffix, trackingUrlTemplate, landingPages: before.landingPages };
}

function restoreLinkedIn(before: AdUrlFields, original: AdUrlFields, keys: ReadonlySet<string>) {
  const landingPages = before.landingPages.map((page, index) => {
    const parts = splitHttpUrl(page.trim());
    if (!parts || findSegments(parts.query, keys).size === 0) return page;
    const query = restoreQueryKeys(parts.query, readUrlQuery(original.landingPages[index]), keys);
    return joinHttpUrl(parts.base, query, parts.fragment);
  });
  return { ...before, landingPages };
}

/** Template parameters the drop takes out of the tracking template (spec §3 postUpdateMetadata). */
function findDeletedTemplateParams(
  before: AdUrlFields,
  after: AdUrlFields,
  keys: ReadonlySet<string>,
) {
  const remaining = findSegments(readTemplateQuery(after.trackingUrlTemplate), keys);
  const { removed } = removeFromQuery(readTemplateQuery(before.trackingUrlTemplate), keys);
  for (const key of Object.keys(removed)) {
    if (remaining.get(key) === `${key}=${removed[key]}`) delete removed[key];
  }
  return removed;
}

const CAROUSEL_CARDS = {
  by: 'campaignFormat' as const,
  value: 'CAROUSEL',
  note: 'LinkedIn does not allow editing the cards of a saved carousel ad, so their landing pages cannot be restored',
};

/** History from before campaign parameters: the post's own landing page was edited. */
function buildLandingPageChange(input: DecideAdChangeInput, landingPages: string[]) {
  const { ad } = input;
  const change: PlatformUrlChange = {
    resourceName: ad.resourceName,
    landingPage: landingPages[0] as string,
    postUrn: ad.postUrn,
    contentType: ad.type,
  };
  if (landingPages.length > 1) change.landingPages = landingPages;
  return change;
}

/**
 * LinkedIn: the campaign gets back exactly the tracking parameters it had before Utmost first
 * changed them, unless someone changed them since; then only the keys Utmost changed go back.
 */
function decideCampaignDrop(
  input: DecideAdChangeInput,
  before: AdUrlFields,
  history: NonNullable<DecideAdChangeInput['history']>,
): AdDecision {
  const level = 'campaign';
  const current = input.ad.campaignTrackingParameters;
  if (!current) return buildErrorDecision(before, 'CAMPAIGN_PARAMETERS_NOT_READ', level);
  const original = history.original.campaignTrackingParameters ?? { dynamic: {}, custom: {} };
  const lastApplied = history.lastApplied.campaignTrackingParameters ?? original;
  const target = areCampaignParametersEqual(current, lastApplied)
    ? original
    : restoreParameterKeys(current, original, findChangedParameterKeys(original, lastApplied));
  if (areCampaignParametersEqual(current, target)) {
    return buildSkippedDecision(before, level, '', []);
  }
  return {
    status: 'updated',
    toUtm: '',
    change: buildCampaignParametersChange(input, target),
    ignoredParameters: [],
    level,
    before,
    after: { ...before, campaignTrackingParameters: target },
  };
}

export function decideDrop(input: DecideAdChangeInput, before: AdUrlFields): AdDecision {
  const { ad, platform, history } = input;
  if (platform === 'linkedin' && history?.lastApplied.campaignTrackingParameters) {
    return decideCampaignDrop(input, before, history);
  }
  const level = platform === 'google' ? 'creatives' : history ? findAdLevel(ad) : 'campaign';
  // Older history edited the landing page itself; a carousel's cards cannot be written back.
  if (platform === 'linkedin' && history && isCarousel(input)) {
    return buildNotSupportedDecision(before, CAROUSEL_CARDS, 'campaign');
  }
  // No history: Utmost never changed this ad (every change it writes is recorded), so there is
  // nothing of ours to take off and the ad stays untouched, even when it carries parameters with
  // our keys: those are the advertiser's own, and removing them would delete their UTMs.
  if (!history) return buildSkippedDecision(before, level, '', []);
  const templateKeys = input.template ? toPreparedTemplate(input.template, platform).keys : [];
  const keys = new Set([...templateKeys, ...findChangedKeys(history, platform)]);
  const isUntouched = areUrlFieldsEqual(before, history.lastApplied);
  const after = isUntouched
    ? history.original
    : platform === 'google'
      ? restoreGoogle(before, history.original, keys, readInheritedTracking(input).finalUrlSuffix)
      : restoreLinkedIn(before, history.original, keys);
  if (areUrlFieldsEqual(before, after)) return buildSkippedDecision(before, level, '', []);
  if (platform === 'linkedin' && after.landingPages.length === 0) {
    return buildErrorDecision(before, 'UNABLE_TO_RESET', level);
  }
  const decision: AdDecision = {
    status: 'updated',
    toUtm: '',
    change:
      platform === 'google'
        ? buildGoogleChange(ad.resourceName, before, after)
        : buildLandingPageChange(input, after.landingPages),
    ignoredParameters: [],
    level,
    before,
    after,
  };
  const deleted = platform === 'google' ? findDeletedTemplateParams(before, after, keys) : {};
  if (hasEntries(deleted)) decision.deletedTrackingTemplateParams = deleted;
  return decision;
}
