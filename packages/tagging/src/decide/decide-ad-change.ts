import { toAdErrorType } from '../tagging-errors.js';
import { toPreparedTemplate } from '../template/prepare-template.js';
import { renderTemplate } from '../template/render-template.js';
import { writePairs } from '../url/query-string.js';
import { readUrlFields, type AdDecision, type DecideAdChangeInput } from './ad-decision.js';
import { checkSupport } from './check-support.js';
import { decideDrop } from './decide-drop.js';
import { decideGoogleTagging } from './decide-google.js';
import { decideLinkedInTagging } from './decide-linkedin.js';
import { buildErrorDecision, buildNotSupportedDecision } from './decision-builders.js';

/**
 * Decides what happens to one ad in a run (issue 6, DESIGN §6): `updated` with the change to
 * apply, `skipped` when the ad already carries exactly these values, `not_supported` with the
 * campaign type or format, `partially_updated` with each ignored parameter (LinkedIn) or with the
 * keywords that override Utmost's values for their clicks (Google), or `error` with its spec §8 code (the platform's own when it could not read the ad). Pure: the same input
 * always gives the same decision.
 */
export function decideAdChange(input: DecideAdChangeInput): AdDecision {
  const { ad, platform, mode } = input;
  if (ad.platform !== platform) {
    throw new Error(`A ${ad.platform} ad was given to the ${platform} engine`);
  }
  const before = readUrlFields(ad);
  const support = checkSupport(ad, platform, mode);
  if (!support.isSupported)
    return buildNotSupportedDecision(before, support.details, support.level);
  // LinkedIn tagging is written on the ad's campaign (its tracking parameters).
  const level = platform === 'google' ? 'creatives' : 'campaign';
  // The platform could not read this ad's landing pages: nothing can be tagged or restored.
  if (ad.readError) return buildErrorDecision(before, toAdErrorType(ad.readError.code), level);
  if (mode === 'drop_direct') return decideDrop(input, before);

  if (!input.template) return buildErrorDecision(before, 'NO_URL_TEMPLATE', level);
  const prepared = toPreparedTemplate(input.template, platform);
  if (platform === 'linkedin') return decideLinkedInTagging(input, prepared, before);
  const rendered = renderTemplate(
    prepared,
    { ad, accountName: input.accountName ?? null },
    platform,
  );
  const toUtm = writePairs(rendered.pairs);
  if (rendered.pairs.length === 0) {
    return buildErrorDecision(
      before,
      'NOT_CALCULATED_URL_TEMPLATE',
      level,
      toUtm,
      rendered.ignoredParameters,
    );
  }
  return decideGoogleTagging(input, rendered, toUtm, before);
}
