import type { PlatformUrlChange } from '@utmost/platforms';
import type { IgnoredParameter, PreparedTemplate } from '../template/prepare-template.js';
import { URL_LENGTH_LIMITS } from '../url-limits.js';
import { splitHttpUrl } from '../url/http-url.js';
import { findLandingUrlError } from '../url/merge-into-url.js';
import { findSegments, writePairs } from '../url/query-string.js';
import { appendServedParameters } from '../url/served-url.js';
import type { AdDecision, AdUrlFields, DecideAdChangeInput } from './ad-decision.js';
import { buildErrorDecision, buildSkippedDecision } from './decision-builders.js';
import {
  areCampaignParametersEqual,
  planCampaignParameters,
  withOurParameters,
} from './linkedin-campaign-parameters.js';
import { inferLinkedInFormat } from './support-table.js';

// LinkedIn `direct`: the template goes into the tracking parameters of the ad's campaign, which
// LinkedIn appends to the landing page of every creative of the campaign when it serves it —
// without a creative edit, without sending the ad back to review, and for formats whose landing
// page cannot be edited at all (text and spotlight ads, carousel cards, article and boosted posts).
// Source: learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking
// ("An update to the tracking parameters of a Campaign with running ads will have the updated
// tracking parameters applied to all creatives under the Campaign").

/** The change for a campaign's new tracking parameters, in the one shape every client takes. */
export function buildCampaignParametersChange(
  input: DecideAdChangeInput,
  parameters: NonNullable<AdUrlFields['campaignTrackingParameters']>,
): PlatformUrlChange {
  const { ad } = input;
  return {
    resourceName: ad.resourceName,
    campaignTrackingParameters: { campaignId: ad.hierarchy.campaign.id, ...parameters },
  };
}

/** Keys the landing page already carries that LinkedIn will append a second time. */
function findDuplicatedKeys(landingPages: readonly string[], keys: ReadonlySet<string>): string[] {
  const duplicated = new Set<string>();
  for (const page of landingPages) {
    const query = splitHttpUrl(page.trim())?.query ?? '';
    for (const key of findSegments(query, keys).keys()) duplicated.add(key);
  }
  return [...keys].filter((key) => duplicated.has(key));
}

export function isCarousel(input: DecideAdChangeInput): boolean {
  const { ad } = input;
  const inferred = inferLinkedInFormat(ad.type, ad.landingPages.length);
  return inferred === 'CAROUSEL' || ad.hierarchy.campaign.format?.toUpperCase() === 'CAROUSEL';
}

export function decideLinkedInTagging(
  input: DecideAdChangeInput,
  template: PreparedTemplate,
  before: AdUrlFields,
): AdDecision {
  const { ad } = input;
  const level = 'campaign';
  const plan = planCampaignParameters(template, { ad, accountName: input.accountName ?? null });
  const toUtm = writePairs(plan.pairs);
  const ignoredParameters: IgnoredParameter[] = [...plan.ignoredParameters];
  if (plan.pairs.length === 0 && Object.keys(plan.parameters.dynamic).length === 0) {
    return buildErrorDecision(
      before,
      'NOT_CALCULATED_URL_TEMPLATE',
      level,
      toUtm,
      ignoredParameters,
    );
  }
  const current = ad.campaignTrackingParameters;
  // A PUT replaces every parameter of the campaign: without reading them, the advertiser's own
  // would be lost.
  if (!current) {
    return buildErrorDecision(
      before,
      'CAMPAIGN_PARAMETERS_NOT_READ',
      level,
      toUtm,
      ignoredParameters,
    );
  }
  const pages = ad.landingPages.filter((page) => page.trim() !== '');
  if (pages.length === 0) {
    return buildErrorDecision(before, 'NO_LANDING_PAGE', level, toUtm, ignoredParameters);
  }
  for (const page of pages) {
    const served = appendServedParameters(page, toUtm);
    const errorType = findLandingUrlError(served ?? page, URL_LENGTH_LIMITS.linkedin);
    if (errorType) return buildErrorDecision(before, errorType, level, toUtm, ignoredParameters);
  }
  const ours = new Set([
    ...Object.keys(plan.parameters.dynamic),
    ...Object.keys(plan.parameters.custom),
  ]);
  for (const name of findDuplicatedKeys(pages, ours)) {
    ignoredParameters.push({ name, reason: 'DUPLICATE_IN_LANDING_PAGE' });
  }
  if (isCarousel(input)) {
    for (const name of ours) ignoredParameters.push({ name, reason: 'CAROUSEL_CAMPAIGN_LEVEL' });
  }
  const target = withOurParameters(current, plan.parameters);
  if (areCampaignParametersEqual(current, target)) {
    return buildSkippedDecision(before, level, toUtm, ignoredParameters);
  }
  return {
    status: ignoredParameters.length > 0 ? 'partially_updated' : 'updated',
    toUtm,
    change: buildCampaignParametersChange(input, target),
    ignoredParameters,
    level,
    before,
    after: { ...before, campaignTrackingParameters: target },
  };
}
