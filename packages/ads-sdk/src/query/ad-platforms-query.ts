import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import type { AdAccount, Platform, PlatformAccount } from '../rules/ad-accounts.js';
import { queryKeys } from './query-keys.js';

export interface AdPlatformListParams {
  platform: Platform;
  organizationId: string;
}

/**
 * The organization's ad accounts on one platform (`GET /{platform}/ads/accounts`), spec §3 rows in
 * the API's order; show them through `sortAdAccounts()`.
 */
export function adAccountsQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.adAccount.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/ads/accounts', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * The connected logins on one platform with the ad accounts each can see
 * (`GET /{platform}/ads/platformAccounts`); name the accounts with `toChoosableAccount()`.
 */
export function platformAccountsQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.platformAccount.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/ads/platformAccounts', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * The organization's subscription (`GET /billing/subscription`), whose limits
 * `findSubscriptionFlags()` and `findAdAccountAllowance()` read.
 */
export function subscriptionQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.subscription.all, 'detail', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/billing/subscription', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** The ad accounts of one login to connect, by the numeric ids the choose-account list holds. */
export interface AddAdAccountsParams extends AdPlatformListParams {
  /** The connected login that sees the accounts. */
  email: string;
}

/**
 * Connects ad accounts a connected login can see (`POST /{platform}/ads/accounts`); answers with
 * the new rows, which spec §7 appends to the cached list. A refused id comes back as the
 * `adAccountIds.N` field error.
 */
export function addAdAccountsMutationOptions(client: UtmostClient, params: AddAdAccountsParams) {
  const { platform, organizationId, email } = params;
  return mutationOptions({
    mutationFn: async (adAccountIds: number[]) => {
      const result = await client.POST('/api/v1/{platform}/ads/accounts', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        body: { platform, organization_id: organizationId, email, adAccountIds },
      });
      return unwrap(result).content;
    },
  });
}

type AdAccountChanges = components['schemas']['UpdateAdAccountsInput']['changes'];

/** Applies one change to accounts of one platform, all or none (the API checks each rule). */
async function updateAdAccounts(
  client: UtmostClient,
  organizationId: string,
  accounts: { platform: Platform; items: readonly AdAccount[] },
  changes: AdAccountChanges,
) {
  const { platform, items } = accounts;
  const result = await client.PUT('/api/v1/{platform}/ads/accounts', {
    params: { path: { platform }, query: { organization_id: organizationId } },
    body: {
      platform,
      organization_id: organizationId,
      resourceNames: items.map((account) => account.resourceName),
      changes,
    },
  });
  return unwrap(result).content;
}

/** Every ad-account route is per platform: a mixed selection is sent as one request per platform. */
function groupByPlatform(accounts: readonly AdAccount[]) {
  const groups = new Map<Platform, AdAccount[]>();
  for (const account of accounts) {
    const group = groups.get(account.platform);
    if (group === undefined) groups.set(account.platform, [account]);
    else group.push(account);
  }
  return [...groups].map(([platform, items]) => ({ platform, items }));
}

/**
 * Turns auto-tagging on or off (`PUT /{platform}/ads/accounts`), one request per platform, each
 * all or none; answers with the changed rows of every platform.
 */
export function setAdAccountsEnabledMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async ({
      accounts,
      enabled,
    }: {
      accounts: readonly AdAccount[];
      enabled: boolean;
    }) => {
      const changed = await Promise.all(
        groupByPlatform(accounts).map((group) =>
          updateAdAccounts(client, organizationId, group, { enabled }),
        ),
      );
      return changed.flat();
    },
  });
}

export interface UrlTemplateAssignment {
  /** Accounts of one platform: a template belongs to one platform. */
  platform: Platform;
  accounts: readonly AdAccount[];
  /** null removes the template (and turns auto-tagging off). */
  urlTemplateId: string | null;
}

/** Assigns a tracking template to accounts of its platform, all or none; answers with the rows. */
export function assignUrlTemplateMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: ({ platform, accounts, urlTemplateId }: UrlTemplateAssignment) =>
      updateAdAccounts(client, organizationId, { platform, items: accounts }, { urlTemplateId }),
  });
}

/**
 * Turns daily search-term validation on or off for Google accounts, all or none; answers the
 * changed rows. Switching it on needs a brief and a working connection (spec §4).
 */
export function setSearchTermsValidationMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: ({ accounts, enabled }: { accounts: readonly AdAccount[]; enabled: boolean }) =>
      updateAdAccounts(
        client,
        organizationId,
        { platform: 'google', items: accounts },
        { isSearchTermsValidationEnabled: enabled },
      ),
  });
}

export interface BriefAssignment {
  /** Google accounts: search-term analysis is Google only (spec §2). */
  accounts: readonly AdAccount[];
  /** null removes the brief (and turns search-term validation off). */
  brandId: string | null;
}

/** Assigns an AI brief to Google ad accounts (search-terms mode's AI rules selector), all or none. */
export function assignBriefMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: ({ accounts, brandId }: BriefAssignment) =>
      updateAdAccounts(
        client,
        organizationId,
        { platform: 'google', items: accounts },
        { brandId },
      ),
  });
}

/**
 * Removes accounts from Utmost (`DELETE /{platform}/ads/accounts`), one request per platform;
 * nothing changes on the platform.
 */
export function removeAdAccountsMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: (accounts: readonly AdAccount[]) =>
      Promise.all(
        groupByPlatform(accounts).map(async ({ platform, items }) => {
          const result = await client.DELETE('/api/v1/{platform}/ads/accounts', {
            params: { path: { platform }, query: { organization_id: organizationId } },
            body: {
              platform,
              organization_id: organizationId,
              resourceNames: items.map((account) => account.resourceName),
            },
          });
          return unwrap(result).content;
        }),
      ),
  });
}

/**
 * Disconnects a login (`DELETE /{platform}/ads/platformAccounts`): its ad accounts stop tagging and
 * show as not connected. Takes the login so that the caller's `onSuccess` can name it.
 */
export function disconnectPlatformAccountMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async (login: PlatformAccount) => {
      const result = await client.DELETE('/api/v1/{platform}/ads/platformAccounts', {
        params: { path: { platform: login.platform }, query: { organization_id: organizationId } },
        body: { email: login.email },
      });
      return unwrap(result).content;
    },
  });
}
