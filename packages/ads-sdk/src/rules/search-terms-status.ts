// Spec §4 for search-terms mode: an ad account's search-term validation status, the search-terms
// counterpart of the tagging status. Search-term analysis is Google-only (spec §2); validation
// needs an AI brief chosen and a working connection before it can be switched on.
import { SEARCH_TERMS_PLATFORMS, type AdAccount } from './ad-accounts.js';

export const SEARCH_TERMS_VALIDATION_STATUSES = [
  'notSupported',
  'error',
  'active',
  'needsBrief',
  'off',
  'paused',
] as const;
export type SearchTermsValidationStatus = (typeof SEARCH_TERMS_VALIDATION_STATUSES)[number];

type ValidationStatusInput = Pick<
  AdAccount,
  'platform' | 'connectionStatus' | 'isSearchTermsValidationEnabled' | 'brand' | 'lastRunSearchTerm'
>;

/**
 * notSupported (not a Google account), error (connection error), active (validation on),
 * needsBrief (no AI brief chosen, so it cannot be switched on), off (brief chosen, never switched
 * on), paused (brief chosen, switched off after validations ran). "Paused" says something was
 * stopped (issue 25): an account that has never been validated is off, not paused. Whether it ran
 * is read from its last validation, the one trace the account row keeps.
 */
export function findSearchTermsValidationStatus(
  account: ValidationStatusInput,
): SearchTermsValidationStatus {
  if (!(SEARCH_TERMS_PLATFORMS as readonly string[]).includes(account.platform)) {
    return 'notSupported';
  }
  if (account.connectionStatus !== 'CONNECTED') return 'error';
  if (account.isSearchTermsValidationEnabled) return 'active';
  if (account.brand === null) return 'needsBrief';
  return account.lastRunSearchTerm === null ? 'off' : 'paused';
}

export const VALIDATION_NEEDS_BRIEF = 'Choose an AI brief before turning search-term validation on';
export const VALIDATION_NEEDS_CONNECTION =
  'Reconnect this ad account before turning search-term validation on';
export const VALIDATION_NOT_SUPPORTED = 'Search term analysis works with Google Ads accounts only';

/** Why validation cannot be switched on for an account, or null when it can (spec §4). */
export function findValidationBlocker(
  account: Omit<ValidationStatusInput, 'lastRunSearchTerm'>,
): string | null {
  // Whether validations ran before changes the status's name, never what blocks switching on.
  const status = findSearchTermsValidationStatus({ ...account, lastRunSearchTerm: null });
  if (status === 'notSupported') return VALIDATION_NOT_SUPPORTED;
  if (status === 'error') return VALIDATION_NEEDS_CONNECTION;
  if (status === 'needsBrief') return VALIDATION_NEEDS_BRIEF;
  return null;
}
