import type { PlatformName } from '@utmost/platforms';

/**
 * Longest landing URL, our parameters included, each platform accepts. LinkedIn: 500, the spec's
 * URL_TOO_LONG limit (LinkedIn's public ad specs allow 2,000 for sponsored content, the spec is
 * stricter and wins). Google: 2,048 for a final URL; the final URL suffix counts because Google
 * appends it to the final URL at click time.
 */
export const URL_LENGTH_LIMITS = {
  google: 2048,
  linkedin: 500,
} as const satisfies Record<PlatformName, number>;

/** Google's limit on a tracking template. [unconfirmed: taken to equal the final URL limit] */
export const GOOGLE_TRACKING_TEMPLATE_MAX_LENGTH = 2048;
