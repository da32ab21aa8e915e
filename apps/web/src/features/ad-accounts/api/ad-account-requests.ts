import { unwrap, type components, type Platform, type UtmostClient } from '@utmost/ads-sdk';

/** Connects ad accounts a connected login can see; ids are numbers as the choose-account list holds them. */
export async function addAdAccounts(
  sdk: UtmostClient,
  input: { platform: Platform; organizationId: string; email: string; adAccountIds: number[] },
) {
  const result = await sdk.POST('/api/v1/{platform}/ads/accounts', {
    params: {
      path: { platform: input.platform },
      query: { organization_id: input.organizationId },
    },
    body: {
      platform: input.platform,
      organization_id: input.organizationId,
      email: input.email,
      adAccountIds: input.adAccountIds,
    },
  });
  return unwrap(result).content;
}

type AdAccountChanges = components['schemas']['UpdateAdAccountsInput']['changes'];

/** Applies one change to accounts of one platform, all or none (the API checks each rule). */
async function updateAdAccounts(
  sdk: UtmostClient,
  input: {
    platform: Platform;
    organizationId: string;
    resourceNames: string[];
    changes: AdAccountChanges;
  },
) {
  const result = await sdk.PUT('/api/v1/{platform}/ads/accounts', {
    params: {
      path: { platform: input.platform },
      query: { organization_id: input.organizationId },
    },
    body: {
      platform: input.platform,
      organization_id: input.organizationId,
      resourceNames: input.resourceNames,
      changes: input.changes,
    },
  });
  return unwrap(result).content;
}

/** Turns auto-tagging on or off for accounts of one platform, all or none. */
export async function setAdAccountsEnabled(
  sdk: UtmostClient,
  input: { platform: Platform; organizationId: string; resourceNames: string[]; enabled: boolean },
) {
  const { enabled, ...target } = input;
  return updateAdAccounts(sdk, { ...target, changes: { enabled } });
}

/** Removes accounts of one platform from Utmost; nothing changes on the platform. */
export async function removeAdAccounts(
  sdk: UtmostClient,
  input: { platform: Platform; organizationId: string; resourceNames: string[] },
) {
  const result = await sdk.DELETE('/api/v1/{platform}/ads/accounts', {
    params: {
      path: { platform: input.platform },
      query: { organization_id: input.organizationId },
    },
    body: {
      platform: input.platform,
      organization_id: input.organizationId,
      resourceNames: input.resourceNames,
    },
  });
  return unwrap(result).content;
}

/** Disconnects a login: its ad accounts stop tagging and show as not connected. */
export async function disconnectPlatformAccount(
  sdk: UtmostClient,
  input: { platform: Platform; organizationId: string; email: string },
) {
  const result = await sdk.DELETE('/api/v1/{platform}/ads/platformAccounts', {
    params: {
      path: { platform: input.platform },
      query: { organization_id: input.organizationId },
    },
    body: { email: input.email },
  });
  return unwrap(result).content;
}

/**
 * Assigns a tracking template of the accounts' platform to accounts of that platform, all or none;
 * `null` removes the template (and turns auto-tagging off).
 */
export async function assignUrlTemplate(
  sdk: UtmostClient,
  input: {
    platform: Platform;
    organizationId: string;
    resourceNames: string[];
    urlTemplateId: string | null;
  },
) {
  const { urlTemplateId, ...target } = input;
  return updateAdAccounts(sdk, { ...target, changes: { urlTemplateId } });
}
