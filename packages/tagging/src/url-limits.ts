import { URL_LENGTH_LIMITS as SDK_URL_LENGTH_LIMITS } from '@utmost/ads-sdk';
import type { PlatformName } from '@utmost/platforms';

/**
 * Longest landing URL, our parameters included, each platform accepts. LinkedIn: 500, the spec's
 * URL_TOO_LONG limit (LinkedIn's public ad specs allow 2,000 for sponsored content, the spec is
 * stricter and wins). Google: 2,048 for a final URL; the final URL suffix counts because Google
 * appends it to the final URL at click time. Written once in the SDK, whose URL_TOO_LONG message
 * names them.
 */
export const URL_LENGTH_LIMITS: Readonly<Record<PlatformName, number>> = SDK_URL_LENGTH_LIMITS;

/** Google's limit on a tracking template. [unconfirmed: taken to equal the final URL limit] */
export const GOOGLE_TRACKING_TEMPLATE_MAX_LENGTH = 2048;
