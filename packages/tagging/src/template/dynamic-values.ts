import type { PlatformName } from '@utmost/platforms';

// The dynamic values a template may use, per platform (served by `GET /{platform}/dynamicValues`).
// Two kinds: Utmost placeholders, which the engine resolves per ad from its hierarchy, and Google's
// ValueTrack macros, which the engine leaves in the URL for Google to fill in at click time.

export type DynamicValueSource = 'utmost' | 'valuetrack';

export interface DynamicValueDefinition {
  /** The name between the braces: `campaign_name`, `keyword`, `ifmobile`. */
  key: string;
  /** How it is written in a template value: `{campaign_name}`, `{ifmobile:[value]}`. */
  placeholder: string;
  label: string;
  source: DynamicValueSource;
}

export const UTMOST_VALUE_KEYS = [
  'platform',
  'account_id',
  'account_name',
  'campaign_group_id',
  'campaign_group_name',
  'campaign_id',
  'campaign_name',
  'ad_group_id',
  'ad_group_name',
  'ad_id',
  'ad_name',
  'creative_id',
  'creative_name',
] as const;
export type UtmostValueKey = (typeof UTMOST_VALUE_KEYS)[number];

const UTMOST_LABELS: Record<UtmostValueKey, string> = {
  platform: 'Platform',
  account_id: 'Ad account ID',
  account_name: 'Ad account name',
  campaign_group_id: 'Campaign group ID',
  campaign_group_name: 'Campaign group name',
  campaign_id: 'Campaign ID',
  campaign_name: 'Campaign name',
  ad_group_id: 'Ad group ID',
  ad_group_name: 'Ad group name',
  ad_id: 'Ad ID',
  ad_name: 'Ad name',
  creative_id: 'Creative ID',
  creative_name: 'Creative name',
};

/** Which placeholders each platform's hierarchy can fill (Google: campaign / ad group / ad). */
const UTMOST_KEYS_BY_PLATFORM: Record<PlatformName, readonly UtmostValueKey[]> = {
  google: [
    'platform',
    'account_id',
    'account_name',
    'campaign_id',
    'campaign_name',
    'ad_group_id',
    'ad_group_name',
    'ad_id',
    'ad_name',
  ],
  linkedin: [
    'platform',
    'account_id',
    'account_name',
    'campaign_group_id',
    'campaign_group_name',
    'campaign_id',
    'campaign_name',
    'creative_id',
    'creative_name',
  ],
};

/** ValueTrack parameters (platform-apis.md §A), passed through untouched. */
export const VALUETRACK_MACROS = [
  'campaignid',
  'adgroupid',
  'feeditemid',
  'extensionid',
  'targetid',
  'loc_interest_ms',
  'loc_physical_ms',
  'matchtype',
  'network',
  'device',
  'devicemodel',
  'creative',
  'keyword',
  'placement',
  'target',
  'param1',
  'param2',
  'random',
  'aceid',
  'adposition',
  'ignore',
  'campaigntype',
  'gclid',
  'lpurl',
  'lpurl+2',
  'lpurl+3',
  'adtype',
  'merchant_id',
  'product_channel',
  'product_id',
  'product_country',
  'product_language',
  'product_partition_id',
  'store_code',
] as const;

/** ValueTrack conditionals, written `{ifmobile:text}`: Google inserts the text when it applies. */
export const VALUETRACK_CONDITIONALS = [
  'ifmobile',
  'ifnotmobile',
  'ifsearch',
  'ifcontent',
] as const;

/** Google custom parameters, `{_name}`, set in the ad's url_custom_parameters. */
export const VALUETRACK_CUSTOM_PARAMETER_PATTERN = /^_[A-Za-z0-9]{1,16}$/;

const VALUETRACK_MACRO_SET: ReadonlySet<string> = new Set(VALUETRACK_MACROS);
const VALUETRACK_CONDITIONAL_SET: ReadonlySet<string> = new Set(VALUETRACK_CONDITIONALS);
const UTMOST_KEY_SET: ReadonlySet<string> = new Set(UTMOST_VALUE_KEYS);
const UTMOST_KEYS_BY_PLATFORM_SETS: Record<PlatformName, ReadonlySet<string>> = {
  google: new Set(UTMOST_KEYS_BY_PLATFORM.google),
  linkedin: new Set(UTMOST_KEYS_BY_PLATFORM.linkedin),
};

function defineUtmostValue(key: UtmostValueKey): DynamicValueDefinition {
  return { key, placeholder: `{${key}}`, label: UTMOST_LABELS[key], source: 'utmost' };
}

const GOOGLE_VALUES: readonly DynamicValueDefinition[] = [
  ...UTMOST_KEYS_BY_PLATFORM.google.map(defineUtmostValue),
  ...VALUETRACK_MACROS.map((key) => ({
    key,
    placeholder: `{${key}}`,
    label: `ValueTrack ${key}`,
    source: 'valuetrack' as const,
  })),
  ...VALUETRACK_CONDITIONALS.map((key) => ({
    key,
    placeholder: `{${key}:[value]}`,
    label: `ValueTrack ${key}`,
    source: 'valuetrack' as const,
  })),
];

/** The catalogue per platform, in the order an editor should offer it. */
export const DYNAMIC_VALUES: Record<PlatformName, readonly DynamicValueDefinition[]> = {
  google: GOOGLE_VALUES,
  linkedin: UTMOST_KEYS_BY_PLATFORM.linkedin.map(defineUtmostValue),
};

export function listDynamicValues(platform: PlatformName): readonly DynamicValueDefinition[] {
  return DYNAMIC_VALUES[platform];
}

/** What a `{…}` token of a template value is, for one platform. */
export type DynamicTokenKind =
  | { kind: 'utmost'; key: UtmostValueKey }
  | { kind: 'valuetrack' }
  | { kind: 'not_offered' }
  | { kind: 'unknown' };

function isValueTrackToken(inner: string): boolean {
  if (VALUETRACK_MACRO_SET.has(inner)) return true;
  if (VALUETRACK_CUSTOM_PARAMETER_PATTERN.test(inner)) return true;
  const colon = inner.indexOf(':');
  return colon > 0 && VALUETRACK_CONDITIONAL_SET.has(inner.slice(0, colon));
}

/** Classifies the text between the braces of a dynamic value. */
export function classifyDynamicToken(inner: string, platform: PlatformName): DynamicTokenKind {
  if (UTMOST_KEY_SET.has(inner)) {
    return UTMOST_KEYS_BY_PLATFORM_SETS[platform].has(inner)
      ? { kind: 'utmost', key: inner as UtmostValueKey }
      : { kind: 'not_offered' };
  }
  if (isValueTrackToken(inner)) {
    return platform === 'google' ? { kind: 'valuetrack' } : { kind: 'not_offered' };
  }
  return { kind: 'unknown' };
}
