import type { IgnoredParameterReasonCode } from '@utmost/ads-sdk';
import type { PlatformName } from '@utmost/platforms';
import { encodeQueryValue } from '../url/encode-query-value.js';
import { classifyDynamicToken, type UtmostValueKey } from './dynamic-values.js';
import { isValidParameterName } from './parameter-name.js';
import { loadTemplate, type TemplateEntry, type UrlTemplateMap } from './url-template.js';

// A template is checked and pre-encoded once per platform, so that rendering it for each of a
// million ads only resolves the Utmost placeholders and encodes what they resolve to.

export const IGNORED_PARAMETER_REASONS = [
  /** The name is not a safe URL query key (see PARAMETER_NAME_PATTERN). */
  'INVALID_PARAMETER_NAME',
  /** The same name appears twice; the first one wins. */
  'DUPLICATE_PARAMETER',
  /** The static value is empty, or a placeholder resolves to nothing for this ad. */
  'EMPTY_VALUE',
  /** A placeholder this platform does not offer (`{ad_group_name}` on LinkedIn, ValueTrack off Google). */
  'DYNAMIC_VALUE_NOT_OFFERED',
  /** A placeholder no platform offers. */
  'UNKNOWN_DYNAMIC_VALUE',
  /** LinkedIn: a creative's id or name inside other text (campaign parameters hold one value per campaign). */
  'CREATIVE_VALUE_IN_TEXT',
  /** LinkedIn: the landing page already has the key, and LinkedIn appends it again. */
  'DUPLICATE_IN_LANDING_PAGE',
  /** LinkedIn: a carousel's cards cannot be edited; the parameter reaches them from the campaign. */
  'CAROUSEL_CAMPAIGN_LEVEL',
] as const satisfies readonly IgnoredParameterReasonCode[];
export type IgnoredParameterReason = (typeof IGNORED_PARAMETER_REASONS)[number];

export interface IgnoredParameter {
  name: string;
  reason: IgnoredParameterReason;
  /** The placeholder at fault, when there is one: `{ad_name}`. */
  dynamicValue?: string;
}

/** One rendered parameter: `value` as a person reads it, `encodedValue` as it goes in the URL. */
export interface TrackingPair {
  name: string;
  value: string;
  encodedValue: string;
}

export type ValuePart =
  | { kind: 'literal'; value: string; encodedValue: string }
  | { kind: 'placeholder'; key: UtmostValueKey; token: string };

export interface PreparedParameter {
  name: string;
  /** Set when the parameter can never be written on this platform. */
  ignored: IgnoredParameter | null;
  /** Set when the value is the same for every ad (static, or ValueTrack only). */
  fixedPair: TrackingPair | null;
  /** Otherwise: literal pieces and the placeholders to resolve per ad. */
  parts: readonly ValuePart[];
}

export class PreparedTemplate {
  /** Every valid parameter name of the template, ignored ones included: what `drop` removes. */
  readonly keys: readonly string[];

  constructor(
    readonly platform: PlatformName,
    readonly parameters: readonly PreparedParameter[],
  ) {
    this.keys = parameters
      .filter((parameter) => parameter.ignored?.reason !== 'INVALID_PARAMETER_NAME')
      .filter((parameter) => parameter.ignored?.reason !== 'DUPLICATE_PARAMETER')
      .map((parameter) => parameter.name);
  }
}

function literal(value: string, encodedValue = encodeQueryValue(value)): ValuePart {
  return { kind: 'literal', value, encodedValue };
}

/** Writes a ValueTrack token as Google expects it: braces literal, a conditional's text encoded. */
function encodeValueTrackToken(inner: string): string {
  const colon = inner.indexOf(':');
  if (colon < 0) return `{${inner}}`;
  return `{${inner.slice(0, colon + 1)}${encodeQueryValue(inner.slice(colon + 1))}}`;
}

type ParsedValue = { parts: ValuePart[] } | { ignored: Omit<IgnoredParameter, 'name'> };

/** Splits a dynamic value into literal text and `{…}` tokens. A bare `campaign_name` is a token. */
function parseDynamicValue(rawValue: string, platform: PlatformName): ParsedValue {
  const value = rawValue.includes('{') ? rawValue : `{${rawValue.trim()}}`;
  const parts: ValuePart[] = [];
  let position = 0;
  while (position < value.length) {
    const open = value.indexOf('{', position);
    const close = open < 0 ? -1 : value.indexOf('}', open + 1);
    if (open < 0 || close < 0) {
      // No further token: the rest, stray braces included, is text.
      parts.push(literal(value.slice(position)));
      break;
    }
    if (open > position) parts.push(literal(value.slice(position, open)));
    const inner = value.slice(open + 1, close);
    const token = `{${inner}}`;
    const kind = classifyDynamicToken(inner, platform);
    if (kind.kind === 'utmost') parts.push({ kind: 'placeholder', key: kind.key, token });
    else if (kind.kind === 'valuetrack') parts.push(literal(token, encodeValueTrackToken(inner)));
    else {
      const reason =
        kind.kind === 'not_offered' ? 'DYNAMIC_VALUE_NOT_OFFERED' : 'UNKNOWN_DYNAMIC_VALUE';
      return { ignored: { reason, dynamicValue: token } };
    }
    position = close + 1;
  }
  return { parts };
}

function joinLiterals(name: string, parts: readonly ValuePart[]): TrackingPair | null {
  let value = '';
  let encodedValue = '';
  for (const part of parts) {
    if (part.kind !== 'literal') return null;
    value += part.value;
    encodedValue += part.encodedValue;
  }
  return { name, value, encodedValue };
}

function prepareParameter(
  entry: TemplateEntry,
  platform: PlatformName,
  seen: Set<string>,
): PreparedParameter {
  const { name } = entry;
  const ignore = (ignored: Omit<IgnoredParameter, 'name'>): PreparedParameter => ({
    name,
    ignored: { name, ...ignored },
    fixedPair: null,
    parts: [],
  });
  if (!isValidParameterName(name)) return ignore({ reason: 'INVALID_PARAMETER_NAME' });
  if (seen.has(name)) return ignore({ reason: 'DUPLICATE_PARAMETER' });
  seen.add(name);
  if (entry.value.trim() === '') return ignore({ reason: 'EMPTY_VALUE' });
  const parsed: ParsedValue = entry.isDynamic
    ? parseDynamicValue(entry.value, platform)
    : { parts: [literal(entry.value)] };
  if ('ignored' in parsed) return ignore(parsed.ignored);
  return { name, ignored: null, fixedPair: joinLiterals(name, parsed.parts), parts: parsed.parts };
}

/** Checks and pre-encodes a template (spec map or loaded entries) for one platform. */
export function prepareTemplate(
  template: UrlTemplateMap | readonly TemplateEntry[],
  platform: PlatformName,
): PreparedTemplate {
  const entries = Array.isArray(template)
    ? (template as readonly TemplateEntry[])
    : loadTemplate(template as UrlTemplateMap);
  const seen = new Set<string>();
  return new PreparedTemplate(
    platform,
    entries.map((entry) => prepareParameter(entry, platform, seen)),
  );
}

// Runs hand the same template object to every ad of an account: prepare it once per platform.
const preparedCache = new WeakMap<object, Partial<Record<PlatformName, PreparedTemplate>>>();

/** `prepareTemplate`, memoised per template object; templates are treated as immutable. */
export function toPreparedTemplate(
  template: UrlTemplateMap | readonly TemplateEntry[] | PreparedTemplate,
  platform: PlatformName,
): PreparedTemplate {
  if (template instanceof PreparedTemplate) {
    if (template.platform !== platform) {
      throw new Error(`Template prepared for ${template.platform}, used for ${platform}`);
    }
    return template;
  }
  const byPlatform = preparedCache.get(template) ?? {};
  const cached = byPlatform[platform];
  if (cached) return cached;
  const prepared = prepareTemplate(template, platform);
  byPlatform[platform] = prepared;
  preparedCache.set(template, byPlatform);
  return prepared;
}
