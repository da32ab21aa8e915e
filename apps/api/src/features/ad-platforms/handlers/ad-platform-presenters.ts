import { findTaggingStatus, type components } from '@utmost/ads-sdk';
import { findLinkedInAbilities } from '@utmost/platforms';
import { toStatusInput } from '../services/ad-account-rules.js';
import type { AdAccountListing } from '../repositories/ad-account-repository.js';
import type { PlatformAccountListing } from '../services/platform-account-service.js';

type Schemas = components['schemas'];

/** Spec §3 ad account row; the last validation and its excluded cost are read from the runs. */
export function presentAdAccount(account: AdAccountListing): Schemas['AdAccount'] {
  return {
    id: account.id,
    platform: account.platform,
    resourceName: account.resourceName,
    adAccountId: account.platformAdAccountId,
    name: account.name,
    platformAccountEmail: account.platformAccountEmail,
    currencyCode: account.currencyCode,
    connectedAt: account.connectedAt.toISOString(),
    connectionStatus: account.connectionStatus,
    connectionError: account.connectionError,
    enabled: account.enabled,
    autoTaggingEnabledAt: account.autoTaggingEnabledAt?.toISOString() ?? null,
    taggingStatus: findTaggingStatus(toStatusInput(account)),
    urlTemplate:
      account.urlTemplateId === null || account.urlTemplateName === null
        ? null
        : { id: account.urlTemplateId, name: account.urlTemplateName },
    brand:
      account.brandId === null || account.brandName === null
        ? null
        : { id: account.brandId, name: account.brandName },
    lastRun: account.lastRunAt ? { createdAt: account.lastRunAt.toISOString() } : null,
    nextRun:
      account.enabled && account.nextRunAt
        ? { nextJobTime: account.nextRunAt.toISOString() }
        : null,
    lastRunSearchTerm: account.lastSearchTermRunAt
      ? { createdAt: account.lastSearchTermRunAt.toISOString() }
      : null,
    nextRunSearchTerm:
      account.searchTermsValidationEnabled && account.nextSearchTermRunAt
        ? { nextJobTime: account.nextSearchTermRunAt.toISOString() }
        : null,
    isSearchTermsValidationEnabled: account.searchTermsValidationEnabled,
    periodSummary:
      account.excludedCostMicros === null
        ? null
        : {
            calculatedExcludedCost: account.excludedCostMicros,
            excludedCostWithConversions: account.excludedCostWithConversionsMicros,
            excludedConversions: account.excludedConversions,
          },
  };
}

export function presentPlatformAccount(
  listing: PlatformAccountListing,
): Schemas['PlatformAccount'] {
  return {
    email: listing.login.email,
    platform: listing.login.platform,
    connectedAt: listing.login.connectedAt.toISOString(),
    connectionStatus: listing.connectionStatus,
    connectionError: listing.connectionError,
    accounts: listing.accounts,
    // From the scopes the token answer granted: the connect page says what the login cannot do.
    missingAbilities:
      listing.login.platform === 'linkedin'
        ? findLinkedInAbilities(listing.login.scopes).missing.map((entry) => entry.ability)
        : [],
  };
}
