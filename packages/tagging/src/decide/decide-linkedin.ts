import type { RenderedTemplate } from '../template/render-template.js';
import { URL_LENGTH_LIMITS } from '../url-limits.js';
import { mergeCheckedPairsIntoUrl } from '../url/merge-into-url.js';
import type {
  AdDecision,
  AdUrlFields,
  DecideAdChangeInput,
  TaggingUrlChange,
} from './ad-decision.js';
import { findAdLevel } from './check-support.js';
import { buildErrorDecision, buildSkippedDecision } from './decision-builders.js';

// LinkedIn `direct`: the parameters are merged into the landing URL itself, the creative's own
// (text ads, spotlight) or the referenced post's; for a carousel, into every card's.

export interface LinkedInFormatSupport {
  campaignFormat: string | null;
  isPartial: boolean;
  note: string;
}

export function buildLinkedInChange(
  decisionInput: DecideAdChangeInput,
  landingPages: string[],
): TaggingUrlChange {
  const { ad } = decisionInput;
  const change: TaggingUrlChange = {
    resourceName: ad.resourceName,
    landingPage: landingPages[0] as string,
    postUrn: ad.postUrn,
    contentType: ad.type,
  };
  // Several pages means carousel cards: the client writes each card.
  if (landingPages.length > 1) change.landingPages = landingPages;
  return change;
}

export function decideLinkedInTagging(
  input: DecideAdChangeInput,
  rendered: RenderedTemplate,
  toUtm: string,
  before: AdUrlFields,
  support: LinkedInFormatSupport,
): AdDecision {
  const { ad } = input;
  const { pairs, ignoredParameters } = rendered;
  const level = findAdLevel(ad);
  if (ad.landingPages.length === 0) {
    return buildErrorDecision(before, 'NO_LANDING_PAGE', level, toUtm, ignoredParameters);
  }
  const landingPages: string[] = [];
  for (const page of ad.landingPages) {
    const merged = mergeCheckedPairsIntoUrl(page, pairs, URL_LENGTH_LIMITS.linkedin, toUtm);
    if (!merged.ok)
      return buildErrorDecision(before, merged.errorType, level, toUtm, ignoredParameters);
    landingPages.push(merged.url);
  }
  const isUnchanged = landingPages.every((page, index) => page === ad.landingPages[index]);
  if (isUnchanged) return buildSkippedDecision(before, level, toUtm, ignoredParameters);

  const decision: AdDecision = {
    status: support.isPartial || ignoredParameters.length > 0 ? 'partially_updated' : 'updated',
    toUtm,
    change: buildLinkedInChange(input, landingPages),
    ignoredParameters,
    level,
    before,
    after: { ...before, landingPages },
  };
  if (support.isPartial) {
    decision.campaignLevelReason = {
      campaignFormat: support.campaignFormat ?? 'UNKNOWN',
      reason: 'PARTIALLY_SUPPORTED_FORMAT',
      note: support.note,
    };
  }
  return decision;
}
