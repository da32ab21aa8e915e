export { sandboxPlugin, registerSandbox, type SandboxOptions } from './plugin.js';
export { buildSandboxServer, type SandboxServerOptions } from './server.js';
export type { SandboxClient, SandboxClients } from './context.js';
export { DEFAULT_CONTROL_KEY_HEADER, type ControlOptions } from './faults/control-routes.js';
export {
  DEMO_IDENTITIES,
  PROVIDER_NAMES,
  SANDBOX_GOOGLE_HOSTED_DOMAIN,
  SANDBOX_MICROSOFT_TENANT,
  SANDBOX_UNTRUSTED_MICROSOFT_TENANT,
  findIdentityByEmail,
  listIdentities,
  type DemoIdentity,
  type ProviderName,
} from './identities.js';
export { createSigningKey, type SigningKey, type PublicJwk } from './oauth/signing-key.js';
export {
  AD_FAULT_ENDPOINTS,
  FAULT_ENDPOINTS,
  FAULT_KINDS,
  OAUTH_FAULT_ENDPOINTS,
  type Fault,
  type FaultEndpoint,
  type FaultInput,
  type FaultKind,
} from './faults/fault-store.js';
export { createSeededRandom } from './seeded-random.js';
export { GOOGLE_ADS_PREFIX, GOOGLE_ADS_VERSIONS } from './ads/google/google-ads-routes.js';
export { GOOGLE_ADS_PAGE_SIZE } from './ads/google/search-executor.js';
export { MAX_MUTATE_OPERATIONS } from './ads/google/mutate-executor.js';
export { LINKEDIN_API_PREFIX } from './ads/linkedin/linkedin-route-kit.js';
export {
  isLinkedInVersionLive,
  LINKEDIN_MIGRATIONS_URL,
  LINKEDIN_VERSION_SUNSETS,
  type LinkedInVersionLife,
} from './ads/linkedin/linkedin-versions.js';
export {
  DEFAULT_PAGE_SIZE as LINKEDIN_DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE as LINKEDIN_MAX_PAGE_SIZE,
} from './ads/linkedin/linkedin-paging.js';
export { LANDING_PAGE_MAX, TEXT_AD_LANDING_PAGE_MAX } from './ads/linkedin/linkedin-updates.js';
export { GOOGLE_PATHS } from './providers/google-routes.js';
export { LINKEDIN_PATHS } from './providers/linkedin-routes.js';
export { MICROSOFT_PATHS } from './providers/microsoft-routes.js';
export {
  DEFAULT_ADS_PER_SCALE_ACCOUNT,
  SANDBOX_AD_CATALOG,
  listSandboxAdAccounts,
  type AdCatalogOptions,
  type SandboxAdAccountSummary,
  type SandboxIdentityAdAccounts,
} from './ads/seed/ad-catalog.js';
export {
  GOOGLE_AD_TYPES,
  GOOGLE_AD_TYPES_NOT_UPDATABLE,
  GOOGLE_CAMPAIGN_TYPES,
  type GoogleAdType,
  type GoogleCampaignType,
} from './ads/seed/google-types.js';
export {
  LINKEDIN_CAMPAIGN_FORMATS,
  LINKEDIN_ROLES,
  type LinkedInCampaignFormat,
  type LinkedInRole,
} from './ads/seed/linkedin-types.js';
export {
  isSandboxWebsiteHost,
  SANDBOX_WEBSITE_HOSTS,
  serveSandboxWebsite,
} from './websites/sandbox-websites.js';
export { SANDBOX_DEMO_BRIEF, type SandboxDemoBrief } from './ads/seed/demo-brief.js';
export { SANDBOX_SCALE_SEARCH_TERMS_BRIEF } from './ads/seed/scale-search-term-brief.js';
export { DEFAULT_SEARCH_TERMS_PER_SCALE_ACCOUNT } from './ads/seed/google-catalog.js';
export {
  createHearthlyAccount,
  createSproutstrongAccount,
} from './ads/seed/google-search-term-accounts.js';
