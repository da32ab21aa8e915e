import {
  areTrackingParametersEqual,
  type CampaignTrackingParameters,
  type LinkedInDynamicTrackingValue,
} from '@utmost/platforms';
import type { UtmostValueKey } from '../template/dynamic-values.js';
import type {
  IgnoredParameter,
  PreparedParameter,
  PreparedTemplate,
  TrackingPair,
} from '../template/prepare-template.js';
import { resolveUtmostValue, type AdContext } from '../template/render-template.js';
import { encodeQueryValue } from '../url/encode-query-value.js';

// A template as LinkedIn campaign tracking parameters (`adTrackingParameters`,
// learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking):
// a value that is exactly one placeholder LinkedIn has a dynamic value for becomes that dynamic
// value (LinkedIn fills it per click, so it follows renames); a static value becomes a custom one;
// anything else is resolved here, which is only right when it is the same for every ad of the
// campaign — true of campaign-or-higher placeholders, not of a creative's id or name.

/** Our placeholders LinkedIn has a dynamic value for (AdDynamicTrackingParameterValue). */
const LINKEDIN_DYNAMIC_VALUE_OF: Partial<Record<UtmostValueKey, LinkedInDynamicTrackingValue>> = {
  account_id: 'ACCOUNT_ID',
  account_name: 'ACCOUNT_NAME',
  campaign_group_id: 'CAMPAIGN_GROUP_ID',
  campaign_group_name: 'CAMPAIGN_GROUP_NAME',
  campaign_id: 'CAMPAIGN_ID',
  campaign_name: 'CAMPAIGN_NAME',
  creative_id: 'CREATIVE_ID',
  creative_name: 'CREATIVE_NAME',
};

/** Placeholders whose value differs between the ads of one campaign. */
const PER_CREATIVE_KEYS: ReadonlySet<UtmostValueKey> = new Set([
  'creative_id',
  'creative_name',
  'ad_id',
  'ad_name',
]);

export interface CampaignParameterPlan {
  /** Our parameters only, as LinkedIn stores them. */
  parameters: CampaignTrackingParameters;
  /** The same parameters with the values this ad's clicks carry, in template order. */
  pairs: TrackingPair[];
  ignoredParameters: IgnoredParameter[];
}

function toPair(name: string, value: string): TrackingPair {
  return { name, value, encodedValue: encodeQueryValue(value) };
}

function isBlank(value: string | null): value is null {
  return value === null || value.trim() === '';
}

type Planned =
  | {
      kind: 'dynamic';
      value: LinkedInDynamicTrackingValue;
      pair: TrackingPair | null;
      /** The value is empty for this ad: its clicks carry the key without a value. */
      empty: IgnoredParameter | null;
    }
  | { kind: 'custom'; pair: TrackingPair }
  | { kind: 'ignored'; ignored: IgnoredParameter };

function planParameter(parameter: PreparedParameter, context: AdContext): Planned {
  const { name } = parameter;
  if (parameter.ignored) return { kind: 'ignored', ignored: parameter.ignored };
  if (parameter.fixedPair) return { kind: 'custom', pair: parameter.fixedPair };
  const [only] = parameter.parts;
  if (parameter.parts.length === 1 && only?.kind === 'placeholder') {
    const dynamic = LINKEDIN_DYNAMIC_VALUE_OF[only.key];
    if (dynamic) {
      // LinkedIn fills it at click time; the pair only shows what this ad's clicks carry.
      const resolved = resolveUtmostValue(only.key, context);
      if (!isBlank(resolved)) {
        return { kind: 'dynamic', value: dynamic, pair: toPair(name, resolved), empty: null };
      }
      const empty: IgnoredParameter = { name, reason: 'EMPTY_VALUE', dynamicValue: only.token };
      return { kind: 'dynamic', value: dynamic, pair: null, empty };
    }
  }
  let value = '';
  for (const part of parameter.parts) {
    if (part.kind === 'literal') {
      value += part.value;
      continue;
    }
    if (PER_CREATIVE_KEYS.has(part.key)) {
      return {
        kind: 'ignored',
        ignored: { name, reason: 'CREATIVE_VALUE_IN_TEXT', dynamicValue: part.token },
      };
    }
    const resolved = resolveUtmostValue(part.key, context);
    if (isBlank(resolved)) {
      return {
        kind: 'ignored',
        ignored: { name, reason: 'EMPTY_VALUE', dynamicValue: part.token },
      };
    }
    value += resolved;
  }
  return { kind: 'custom', pair: toPair(name, value) };
}

/** The template as campaign tracking parameters for the campaign of `context.ad`. */
export function planCampaignParameters(
  template: PreparedTemplate,
  context: AdContext,
): CampaignParameterPlan {
  const parameters: CampaignTrackingParameters = { dynamic: {}, custom: {} };
  const pairs: TrackingPair[] = [];
  const ignoredParameters: IgnoredParameter[] = [];
  for (const parameter of template.parameters) {
    const planned = planParameter(parameter, context);
    if (planned.kind === 'ignored') {
      ignoredParameters.push(planned.ignored);
      continue;
    }
    if (planned.kind === 'dynamic') {
      // Set all the same: the campaign's other ads have the value.
      parameters.dynamic[parameter.name] = planned.value;
      if (planned.empty) ignoredParameters.push(planned.empty);
    } else parameters.custom[parameter.name] = planned.pair.value;
    if (planned.pair) pairs.push(planned.pair);
  }
  return { parameters, pairs, ignoredParameters };
}

/**
 * The campaign's parameters with ours set: a PUT replaces them all, so the advertiser's other
 * keys are carried over, and a key of ours leaves the map it was in before.
 */
export function withOurParameters(
  current: CampaignTrackingParameters,
  ours: CampaignTrackingParameters,
): CampaignTrackingParameters {
  const dynamic = { ...current.dynamic };
  const custom = { ...current.custom };
  for (const key of [...Object.keys(ours.dynamic), ...Object.keys(ours.custom)]) {
    delete dynamic[key];
    delete custom[key];
  }
  return { dynamic: { ...dynamic, ...ours.dynamic }, custom: { ...custom, ...ours.custom } };
}

/** Equal maps, whatever their key order; null (not read) equals only null. */
export function areCampaignParametersEqual(
  left: CampaignTrackingParameters | null | undefined,
  right: CampaignTrackingParameters | null | undefined,
): boolean {
  if (left == null || right == null) return (left ?? null) === (right ?? null);
  return areTrackingParametersEqual(left, right);
}

/** The keys whose entry differs between two sets of parameters (either map). */
export function findChangedParameterKeys(
  left: CampaignTrackingParameters,
  right: CampaignTrackingParameters,
): Set<string> {
  const keys = new Set<string>();
  for (const map of ['dynamic', 'custom'] as const) {
    const names = new Set([...Object.keys(left[map]), ...Object.keys(right[map])]);
    for (const name of names) if (left[map][name] !== right[map][name]) keys.add(name);
  }
  return keys;
}

/** `current` with `keys` put back the way `original` had them (or removed when it had none). */
export function restoreParameterKeys(
  current: CampaignTrackingParameters,
  original: CampaignTrackingParameters,
  keys: ReadonlySet<string>,
): CampaignTrackingParameters {
  const dynamic = { ...current.dynamic };
  const custom = { ...current.custom };
  for (const key of keys) {
    delete dynamic[key];
    delete custom[key];
    if (original.dynamic[key] !== undefined) dynamic[key] = original.dynamic[key];
    if (original.custom[key] !== undefined) custom[key] = original.custom[key];
  }
  return { dynamic, custom };
}
