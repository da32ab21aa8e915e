import type { PlatformUrlChange } from '@utmost/platforms';
import type { RenderedTemplate } from '../template/render-template.js';
import { URL_LENGTH_LIMITS } from '../url-limits.js';
import { mergeCheckedPairsIntoUrl } from '../url/merge-into-url.js';
import type { AdDecision, AdUrlFields, DecideAdChangeInput } from './ad-decision.js';
import { findAdLevel } from './check-support.js';
import { buildErrorDecision, buildSkippedDecision } from './decision-builders.js';

// LinkedIn `direct`: the parameters are merged into the landing URL itself, the creative's own
// (text ads, spotlight) or the referenced post's. Carousels never get here: their cards cannot be
// edited, so the support table reports them not supported.

/** The change for an ad's new landing pages, in the one shape every client takes. */
export function buildLinkedInChange(
  decisionInput: DecideAdChangeInput,
  landingPages: string[],
): PlatformUrlChange {
  const { ad } = decisionInput;
  const change: PlatformUrlChange = {
    resourceName: ad.resourceName,
    landingPage: landingPages[0] as string,
    postUrn: ad.postUrn,
    contentType: ad.type,
  };
  // Several pages are carousel cards: the change names them all, in place, and the client refuses.
  if (landingPages.length > 1) change.landingPages = landingPages;
  return change;
}

export function decideLinkedInTagging(
  input: DecideAdChangeInput,
  rendered: RenderedTemplate,
  toUtm: string,
  before: AdUrlFields,
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

  return {
    status: ignoredParameters.length > 0 ? 'partially_updated' : 'updated',
    toUtm,
    change: buildLinkedInChange(input, landingPages),
    ignoredParameters,
    level,
    before,
    after: { ...before, landingPages },
  };
}
