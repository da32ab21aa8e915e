// The platforms' enum values (campaign types, campaign formats, ad types) as a marketer reads
// them: "Performance Max", not PERFORMANCE_MAX. Written once, so the run details and every other
// place that shows one agree.

/** Names the platforms use in their own interfaces where the enum reads differently. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  // Google Ads campaign types
  PERFORMANCE_MAX: 'Performance Max',
  DEMAND_GEN: 'Demand Gen',
  MULTI_CHANNEL: 'App',
  LOCAL_SERVICES: 'Local Services',
  UNKNOWN: 'Unknown',
  UNSPECIFIED: 'Not specified',
  // Google Ads ad types
  EXPANDED_DYNAMIC_SEARCH_AD: 'Dynamic search ad',
  DYNAMIC_SEARCH_AD: 'Dynamic search ad',
  GMAIL_AD: 'Gmail ad',
  APP_AD: 'App ad',
  HTML5_UPLOAD_AD: 'HTML5 ad',
  // LinkedIn campaign formats and types
  SPONSORED_UPDATES: 'Sponsored content',
  SPONSORED_INMAILS: 'Message ads',
  SPONSORED_UPDATE_CAROUSEL: 'Carousel ad',
  STANDARD_UPDATE: 'Single image ad',
  SINGLE_VIDEO: 'Video ad',
  TEXT_AD: 'Text ad',
  JOBS: 'Jobs ad',
  FOLLOW_COMPANY: 'Follower ad',
  UNSUPPORTED: 'Unsupported format',
};

/**
 * A platform enum value as words: a known name, or the value in sentence case with its
 * underscores as spaces ("RESPONSIVE_SEARCH_AD" → "Responsive search ad"). Lower-case values (the
 * spec §3 types also come in lower case) read the same. Values that are not enums pass unchanged.
 */
export function describePlatformValue(value: string): string {
  const key = value.trim().toUpperCase();
  const known = KNOWN_NAMES[key];
  if (known !== undefined) return known;
  if (!/^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(key)) return value;
  const words = key.toLowerCase().split('_');
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
