export { deleteExpiredConnectAttempts } from './repositories/platform-connect-attempt-repository.js';
export {
  findAdAccountById,
  findAdAccountsByResourceNames,
  listAdAccounts,
} from './repositories/ad-account-repository.js';
export type { AdAccountListing, AdAccountRow } from './repositories/ad-account-repository.js';
export type { AdPlatformDependencies } from './platforms/ad-platform-dependencies.js';
export { findLandingPage, readSampleAd } from './services/sample-ad-reader.js';
export { updateAdAccounts } from './services/ad-account-changes-service.js';
export { PLATFORM_MISMATCH } from './handlers/ad-account-handlers.js';
export { findPlatformAccountById } from './repositories/platform-account-repository.js';
export type { AdPlatformName } from './repositories/platform-account-repository.js';
export { withAdPlatforms } from './platforms/ad-platform-dependencies.js';
export type { AdPlatformsContext } from './platforms/ad-platform-dependencies.js';
export { findAccountValidationBlocker } from './services/ad-account-rules.js';
export { readKeywordInventory } from './services/keyword-inventory-reader.js';
