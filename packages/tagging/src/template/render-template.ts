import type { PlatformAd, PlatformName } from '@utmost/platforms';
import { encodeQueryValue } from '../url/encode-query-value.js';
import type { UtmostValueKey } from './dynamic-values.js';
import {
  toPreparedTemplate,
  type IgnoredParameter,
  type PreparedTemplate,
  type TrackingPair,
} from './prepare-template.js';
import type { TemplateEntry, UrlTemplateMap } from './url-template.js';

/** What a template is rendered against: the ad with its hierarchy, and what PlatformAd lacks. */
export interface AdContext {
  ad: PlatformAd;
  /** PlatformAd carries the account id but not its name; `{account_name}` needs it. */
  accountName?: string | null;
}

export interface RenderedTemplate {
  /** The parameters to write, in template order. */
  pairs: TrackingPair[];
  /** The parameters left out for this ad, each with its reason. */
  ignoredParameters: IgnoredParameter[];
}

/** The hierarchy value behind a placeholder; null when the ad has none. */
export function resolveUtmostValue(key: UtmostValueKey, context: AdContext): string | null {
  const { ad } = context;
  const { campaign, adGroup, campaignGroup } = ad.hierarchy;
  switch (key) {
    case 'platform':
      return ad.platform;
    case 'account_id':
      return ad.adAccountId;
    case 'account_name':
      return context.accountName ?? null;
    case 'campaign_group_id':
      return campaignGroup?.id ?? null;
    case 'campaign_group_name':
      return campaignGroup?.name ?? null;
    case 'campaign_id':
      return campaign.id;
    case 'campaign_name':
      return campaign.name;
    case 'ad_group_id':
      return adGroup?.id ?? null;
    case 'ad_group_name':
      return adGroup?.name ?? null;
    case 'ad_id':
    case 'creative_id':
      return ad.id;
    case 'ad_name':
    case 'creative_name':
      return ad.name;
  }
}

const NON_WHITESPACE = /\S/;

/** Blank without allocating a trimmed copy (this runs for every placeholder of every ad). */
function isBlank(value: string | null): value is null {
  return value === null || !NON_WHITESPACE.test(value);
}

/**
 * Renders a template for one ad: the `name=value` pairs to write, encoded (RFC 3986 query
 * component; ValueTrack braces kept literal), and every parameter left out with its reason.
 */
export function renderTemplate(
  template: UrlTemplateMap | readonly TemplateEntry[] | PreparedTemplate,
  context: AdContext,
  platform: PlatformName,
): RenderedTemplate {
  const prepared = toPreparedTemplate(template, platform);
  const pairs: TrackingPair[] = [];
  const ignoredParameters: IgnoredParameter[] = [];
  for (const parameter of prepared.parameters) {
    if (parameter.ignored) {
      ignoredParameters.push(parameter.ignored);
      continue;
    }
    if (parameter.fixedPair) {
      pairs.push(parameter.fixedPair);
      continue;
    }
    let value = '';
    let encodedValue = '';
    let emptyToken: string | null = null;
    for (const part of parameter.parts) {
      if (part.kind === 'literal') {
        value += part.value;
        encodedValue += part.encodedValue;
        continue;
      }
      const resolved = resolveUtmostValue(part.key, context);
      if (isBlank(resolved)) {
        emptyToken = part.token;
        break;
      }
      value += resolved;
      encodedValue += encodeQueryValue(resolved);
    }
    if (emptyToken === null) pairs.push({ name: parameter.name, value, encodedValue });
    else {
      ignoredParameters.push({
        name: parameter.name,
        reason: 'EMPTY_VALUE',
        dynamicValue: emptyToken,
      });
    }
  }
  return { pairs, ignoredParameters };
}
