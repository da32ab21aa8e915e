// @utmost/platforms: the AdPlatform seam (DESIGN §5) and its Google Ads and LinkedIn clients.
export * from './ad-platform.js';
export { PlatformError, isPlatformError, describeThrown } from './platform-error.js';
export {
  createGooglePlatform,
  GOOGLE_DEFAULT_API_VERSION,
  GOOGLE_SCOPES,
  type GooglePlatformConfig,
} from './google/google-platform.js';
export { GOOGLE_MUTATE_LIMIT } from './google/google-mutate.js';
export { isDailyQuotaExhausted } from './google/google-errors.js';
export {
  describeNegativeRefusal,
  type NegativeRefusalContext,
} from './google/google-negative-errors.js';
export {
  createLinkedInPlatform,
  LINKEDIN_DEFAULT_API_VERSION,
  type LinkedInPlatformConfig,
} from './linkedin/linkedin-platform.js';
export {
  findLinkedInAbilities,
  LINKEDIN_ABILITIES,
  LINKEDIN_SCOPE,
  LINKEDIN_SCOPES,
  LINKEDIN_POST_RESTORE_SCOPES,
  type LinkedInAbilities,
  type LinkedInAbility,
} from './linkedin/linkedin-scopes.js';
export {
  CONNECT_PURPOSES,
  findMissingConnectScopes,
  findPurposeScopes,
  GOOGLE_ADS_SCOPE,
  type ConnectPurpose,
} from './oauth/connect-scopes.js';
export {
  livePlatformUrls,
  sandboxPlatformUrls,
  type PlatformEndpoints,
  type PlatformUrls,
} from './platform-urls.js';
export { createPkcePair, computeCodeChallenge } from './oauth/pkce.js';
export { DEFAULT_RETRY_POLICY, type HttpOptions, type RetryPolicy } from './http/http-runtime.js';
export {
  areTrackingParametersEqual,
  LINKEDIN_DYNAMIC_TRACKING_VALUES,
  type LinkedInDynamicTrackingValue,
} from './linkedin/linkedin-tracking-parameters.js';
export {
  CAROUSEL_NOT_EDITABLE,
  CREATIVE_LANDING_PAGE_NOT_UPDATABLE,
} from './linkedin/linkedin-update.js';
