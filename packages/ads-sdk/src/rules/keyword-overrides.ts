import type { components } from '../generated/schema.js';

// Google keywords whose own URL fields win over an ad's for their clicks (issue 30; "the keyword
// tracking template is the most specific", support.google.com/google-ads/answer/7197008): how the
// run details and the template preview name them.

export type KeywordOverride = components['schemas']['KeywordOverride'];
export type KeywordOverrideField = KeywordOverride['fields'][number];

/** The keyword's field, as a marketer reads it in Google Ads. */
export const KEYWORD_OVERRIDE_FIELD_NAMES = {
  finalUrlSuffix: 'final URL suffix',
  trackingUrlTemplate: 'tracking template',
  urlCustomParameters: 'custom parameters',
} as const satisfies Record<KeywordOverrideField, string>;

/** Google's own notation for a keyword: `[exact]`, `"phrase"`, broad as written. */
export function writeGoogleKeyword(keyword: { text: string; matchType: string }): string {
  if (keyword.matchType === 'EXACT') return `[${keyword.text}]`;
  if (keyword.matchType === 'PHRASE') return `"${keyword.text}"`;
  return keyword.text;
}

/** `[espresso beans] (final URL suffix), "dark roast" (tracking template, custom parameters)`. */
export function describeKeywordOverrides(overrides: readonly KeywordOverride[]): string {
  return overrides
    .map((override) => {
      const fields = override.fields.map((field) => KEYWORD_OVERRIDE_FIELD_NAMES[field]);
      return `${writeGoogleKeyword(override)} (${fields.join(', ')})`;
    })
    .join(', ');
}
