import type { components } from '@utmost/ads-sdk';
import type { PlatformKeywordTracking } from '@utmost/platforms';
import type { TrackingPair } from '../template/prepare-template.js';
import type { AdUrlFields } from './ad-decision.js';

// Google keyword-level URL fields: "The keyword tracking template is the most specific followed
// by the ad, ad group, campaign, then account" (support.google.com/google-ads/answer/7197008), and
// the same holds for the final URL suffix and custom parameters (AdGroupCriterion,
// developers.google.com/google-ads/api/reference/rpc/v25/AdGroupCriterion). A click through such a
// keyword gets the keyword's value instead of the ad's. That matters to a run only where it changes
// what Utmost's parameters become on that click; a keyword that sets some unrelated field (or the
// very same parameters) overrides nothing of ours.

export const KEYWORD_OVERRIDE_FIELDS = [
  'finalUrlSuffix',
  'trackingUrlTemplate',
  'urlCustomParameters',
] as const satisfies readonly components['schemas']['KeywordOverride']['fields'][number][];
export type KeywordOverrideField = (typeof KEYWORD_OVERRIDE_FIELDS)[number];

/** A keyword whose own URL fields change what Utmost's parameters are for its clicks. */
export interface KeywordOverride {
  criterionId: string;
  text: string;
  matchType: string;
  /** Which of the keyword's fields take Utmost's values away, in KEYWORD_OVERRIDE_FIELDS order. */
  fields: KeywordOverrideField[];
}

export interface KeywordOverrideInput {
  keywords: readonly PlatformKeywordTracking[];
  /** The ad's own fields after the run. */
  after: AdUrlFields;
  /** What the ad inherits where it sets nothing itself. */
  inherited: { finalUrlSuffix: string | null; trackingUrlTemplate: string | null };
  /** Utmost's parameters for this ad. */
  pairs: readonly TrackingPair[];
  /** The ad's own custom parameters (`{_name}` resolves to these unless a keyword sets its own). */
  adCustomParameters: readonly { key: string; value: string }[];
}

/** The query part of a tracking template (`{lpurl}?a=1#x` -> `a=1`); '' when there is none. */
function readTemplateQuery(template: string | null): string {
  if (template === null) return '';
  const start = template.indexOf('?');
  if (start < 0) return '';
  const query = template.slice(start + 1);
  const hash = query.indexOf('#');
  return hash < 0 ? query : query.slice(0, hash);
}

/** Utmost's parameters as one query string carries them: `name=value` of our names, sorted. */
function readOurPairs(query: string | null, names: ReadonlySet<string>): string {
  if (!query) return '';
  return query
    .split('&')
    .filter((part) => names.has(part.slice(0, part.includes('=') ? part.indexOf('=') : undefined)))
    .sort()
    .join('&');
}

const CUSTOM_PARAMETER_TOKEN = /\{_([A-Za-z0-9]{1,16})\}/g;

/** Custom parameter names (`{_promo}` -> promo) Utmost's values leave for Google to fill. */
function readUsedCustomParameters(pairs: readonly TrackingPair[]): Set<string> {
  const used = new Set<string>();
  for (const pair of pairs) {
    for (const match of pair.value.matchAll(CUSTOM_PARAMETER_TOKEN)) used.add(match[1] ?? '');
  }
  return used;
}

/**
 * The keywords whose own values change Utmost's parameters for their clicks: a suffix or template
 * that carries different values of our parameters than the ad serves (a keyword suffix replacing
 * the ad's tagged one drops them; one with stale UTMs contradicts them), or a custom parameter one
 * of our values uses, set to another value than the ad's.
 */
export function findKeywordOverrides(input: KeywordOverrideInput): KeywordOverride[] {
  const names = new Set(input.pairs.map((pair) => pair.name));
  const suffix = input.after.finalUrlSuffix ?? input.inherited.finalUrlSuffix;
  const template = input.after.trackingUrlTemplate ?? input.inherited.trackingUrlTemplate;
  const servedInSuffix = readOurPairs(suffix, names);
  const servedInTemplate = readOurPairs(readTemplateQuery(template), names);
  const usedCustom = readUsedCustomParameters(input.pairs);
  const adCustom = new Map(input.adCustomParameters.map((entry) => [entry.key, entry.value]));

  const overrides: KeywordOverride[] = [];
  for (const keyword of input.keywords) {
    const fields: KeywordOverrideField[] = [];
    if (
      keyword.finalUrlSuffix !== null &&
      readOurPairs(keyword.finalUrlSuffix, names) !== servedInSuffix
    ) {
      fields.push('finalUrlSuffix');
    }
    if (
      keyword.trackingUrlTemplate !== null &&
      readOurPairs(readTemplateQuery(keyword.trackingUrlTemplate), names) !== servedInTemplate
    ) {
      fields.push('trackingUrlTemplate');
    }
    if (
      keyword.urlCustomParameters.some(
        (entry) => usedCustom.has(entry.key) && adCustom.get(entry.key) !== entry.value,
      )
    ) {
      fields.push('urlCustomParameters');
    }
    if (fields.length > 0) {
      overrides.push({
        criterionId: keyword.criterionId,
        text: keyword.text,
        matchType: keyword.matchType,
        fields,
      });
    }
  }
  return overrides;
}
