import {
  PLATFORM_DISPLAY_NAMES,
  SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE,
  SUBSCRIPTION_BLOCKING_TYPES,
  VALIDATION_NOT_SUPPORTED,
  type Platform,
} from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import type { Caller } from '../../identity/index.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  deleteAdAccounts,
  findAdAccountsByResourceNames,
  scheduleAdAccounts,
  updateAdAccountSettings,
  type AdAccountListing,
  type AdAccountSettings,
  hasBrief,
  hasUrlTemplate,
} from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { findAccountActivationBlocker, findAccountValidationBlocker } from './ad-account-rules.js';
import { authorizeOrganization, findSubscriptionState } from '../../identity/index.js';

// Changing and removing connected ad accounts: all listed accounts or none.

export interface AdAccountChanges {
  enabled?: boolean;
  /** A template of the organization on the same platform; null takes it off (and disables). */
  urlTemplateId?: string | null;
  /** A brief of the organization (Google only: search-term analysis); null takes it off. */
  brandId?: string | null;
  /** Daily search-term validation (Google only); switching it on needs a brief (spec §4). */
  isSearchTermsValidationEnabled?: boolean;
}

export const VALIDATION_CHANGE_FIELD = 'isSearchTermsValidationEnabled';

export const BRIEF_CHANGE_FIELD = 'changes.brandId';
export const UNKNOWN_BRIEF = "Choose one of this organization's AI briefs";

export const TEMPLATE_CHANGE_FIELD = 'changes.urlTemplateId';

export function describeUnknownTemplate(platform: Platform): string {
  return `Choose one of this organization's ${PLATFORM_DISPLAY_NAMES[platform]} tracking templates`;
}

/** The accounts in the order asked for; 404 naming the first one the organization lacks. */
async function requireAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: Platform,
  resourceNames: readonly string[],
): Promise<AdAccountListing[]> {
  const found = await findAdAccountsByResourceNames(executor, scope, platform, resourceNames);
  const byName = new Map(found.map((account) => [account.resourceName, account]));
  return resourceNames.map((name) => {
    const account = byName.get(name);
    if (!account) throw new AppError('NOT_FOUND', `Ad account ${name} was not found.`);
    return account;
  });
}

export async function updateAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  input: { resourceNames: readonly string[]; changes: AdAccountChanges },
): Promise<AdAccountListing[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const accounts = await requireAccounts(deps.db, scope, platform, input.resourceNames);
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const settings = await decideSettings(transaction, scope, platform, input.changes);
    if (settings.enabled === true || settings.searchTermsValidationEnabled === true) {
      // Spec §4: a blocked, paused or deleted subscription switches nothing on.
      const { subscription } = await findSubscriptionState(transaction, scope);
      if (SUBSCRIPTION_BLOCKING_TYPES.includes(subscription.type)) {
        throw new AppError('SUBSCRIPTION_BLOCKED', SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE);
      }
    }
    if (settings.enabled === true) {
      // Spec §4 activation rule, for every account before any changes, as each will be: a
      // template assigned in the same request counts, one taken off does too.
      for (const account of accounts) {
        const blocker = findAccountActivationBlocker({ ...account, ...settings });
        if (blocker !== null) {
          throw new AppError('BAD_REQUEST', undefined, {
            fieldErrors: { enabled: `${account.name}: ${blocker}` },
          });
        }
      }
    }
    if (settings.searchTermsValidationEnabled === true) {
      for (const account of accounts) {
        // A brief assigned in the same request counts.
        const blocker = findAccountValidationBlocker({
          ...account,
          brandId: settings.brandId ?? account.brandId,
        });
        if (blocker !== null) {
          throw new AppError('BAD_REQUEST', undefined, {
            fieldErrors: { [VALIDATION_CHANGE_FIELD]: `${account.name}: ${blocker}` },
          });
        }
      }
    }
    if (settings.searchTermsValidationEnabled !== undefined) {
      // Switched on: the first validation is due at once (the scheduler's next minute).
      settings.nextSearchTermRunAt = settings.searchTermsValidationEnabled ? now : null;
    }
    const ids = accounts.map((account) => account.id);
    await updateAdAccountSettings(transaction, scope, ids, settings, now);
    if (settings.enabled !== undefined) {
      const firstRunAt = settings.enabled ? new Date(now.getTime() + deps.runIntervalMs) : null;
      await scheduleAdAccounts(transaction, scope, ids, firstRunAt);
    }
    return requireAccounts(transaction, scope, platform, input.resourceNames);
  });
}

/**
 * The columns to write; taking the template off also switches tagging off (spec §4). A template
 * being assigned stays share-locked until the change is stored, so it cannot be deleted meanwhile.
 */
async function decideSettings(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: Platform,
  changes: AdAccountChanges,
): Promise<AdAccountSettings> {
  const settings: AdAccountSettings = {};
  const { urlTemplateId, enabled } = changes;
  if (urlTemplateId === null) {
    settings.urlTemplateId = null;
    settings.enabled = false;
  } else if (urlTemplateId !== undefined) {
    if (!(await hasUrlTemplate(executor, scope, platform, urlTemplateId, 'share'))) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { [TEMPLATE_CHANGE_FIELD]: describeUnknownTemplate(platform) },
      });
    }
    settings.urlTemplateId = urlTemplateId;
  }
  const { brandId, isSearchTermsValidationEnabled } = changes;
  if (isSearchTermsValidationEnabled !== undefined && platform !== 'google') {
    throw new AppError('BAD_REQUEST', undefined, {
      fieldErrors: { [VALIDATION_CHANGE_FIELD]: VALIDATION_NOT_SUPPORTED },
    });
  }
  if (brandId !== undefined && platform !== 'google') {
    throw new AppError('BAD_REQUEST', undefined, {
      fieldErrors: { [BRIEF_CHANGE_FIELD]: VALIDATION_NOT_SUPPORTED },
    });
  }
  if (brandId === null) {
    // Without a brief there is nothing to validate against (spec §4).
    settings.brandId = null;
    settings.searchTermsValidationEnabled = false;
  } else if (brandId !== undefined) {
    if (!(await hasBrief(executor, scope, brandId, 'share'))) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { [BRIEF_CHANGE_FIELD]: UNKNOWN_BRIEF },
      });
    }
    settings.brandId = brandId;
  }
  if (isSearchTermsValidationEnabled !== undefined) {
    settings.searchTermsValidationEnabled = isSearchTermsValidationEnabled;
  }
  // Said outright, `enabled` wins; the activation rule then judges it.
  if (enabled !== undefined) settings.enabled = enabled;
  return settings;
}

/** Frees the accounts' places in the subscription; nothing changes on the platform. */
export async function removeAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  resourceNames: readonly string[],
): Promise<string[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const accounts = await requireAccounts(deps.db, scope, platform, resourceNames);
  await deleteAdAccounts(
    deps.db,
    scope,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => account.resourceName);
}
