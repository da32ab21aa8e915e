import { findActivationBlocker, findValidationBlocker } from '@utmost/ads-sdk';
import type { AdAccountRow } from '../repositories/ad-account-repository.js';

// The server's view of the spec §4 activation rule, whose text lives in @utmost/ads-sdk. Template
// and brief names arrive with their issues; only whether one is chosen matters to the rule.

type StatusInput = Parameters<typeof findActivationBlocker>[0];

export function toStatusInput(
  account: Pick<AdAccountRow, 'connectionStatus' | 'enabled' | 'urlTemplateId' | 'brandId'>,
): StatusInput {
  return {
    connectionStatus: account.connectionStatus,
    enabled: account.enabled,
    urlTemplate: account.urlTemplateId === null ? null : { id: account.urlTemplateId, name: '' },
    brand: account.brandId === null ? null : { id: account.brandId, name: '' },
  };
}

/** A LinkedIn VIEWER (read-only) account can be connected and listed, never tagged. */
export const ACTIVATION_NEEDS_WRITE_ACCESS =
  'This login may only read this ad account, so it cannot be tagged';

/** Why this account cannot be switched on, or null when it can. */
export function findAccountActivationBlocker(
  account: Pick<
    AdAccountRow,
    'connectionStatus' | 'enabled' | 'urlTemplateId' | 'brandId' | 'isReadOnly'
  >,
): string | null {
  const blocker = findActivationBlocker(toStatusInput(account));
  if (blocker !== null) return blocker;
  return account.isReadOnly ? ACTIVATION_NEEDS_WRITE_ACCESS : null;
}

/**
 * Why search-term validation cannot run for this account, or null when it can (spec §4: a Google
 * account, a brief chosen, a working connection): the rule a request, the schedule and switching
 * validation on all ask.
 */
export function findAccountValidationBlocker(
  account: Pick<AdAccountRow, 'platform' | 'connectionStatus' | 'brandId'>,
): string | null {
  return findValidationBlocker({
    platform: account.platform,
    connectionStatus: account.connectionStatus,
    isSearchTermsValidationEnabled: false,
    brand: account.brandId === null ? null : { id: account.brandId, name: '' },
  });
}
