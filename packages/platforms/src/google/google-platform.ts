import type { AdPlatform } from '../ad-platform.js';
import { resolveHttpRuntime, type HttpOptions } from '../http/http-runtime.js';
import { GOOGLE_ADS_SCOPE } from '../oauth/connect-scopes.js';
import { createOAuthClient } from '../oauth/oauth-client.js';
import type { PlatformEndpoints } from '../platform-urls.js';
import { listGoogleAdAccounts } from './google-accounts.js';
import { listGoogleAds } from './google-ads.js';
import { createGoogleAdsApi } from './google-api.js';
import { applyGoogleUrlChanges, GOOGLE_MUTATE_LIMIT } from './google-mutate.js';
import { readGoogleKeywordInventory } from './google-keywords.js';
import { createGoogleNegativeKeywords } from './google-negatives.js';
import { listGoogleSearchTerms } from './google-search-terms.js';

export const GOOGLE_DEFAULT_API_VERSION = 'v25';

/** Sign-in identity (openid email) plus the Google Ads API scope. */
export const GOOGLE_SCOPES = ['openid', 'email', GOOGLE_ADS_SCOPE] as const;

export interface GooglePlatformConfig extends PlatformEndpoints {
  /** Default `v25`; versions move every few months (platform-apis.md §A). */
  apiVersion?: string;
  /** Optional: sunset on 2026-09-09, sent only when set (see google-api.ts). */
  developerToken?: string | null;
  clientId: string;
  clientSecret: string;
  /** Operations per `ads:mutate` request; Google's limit (and the default) is 10,000. */
  mutateBatchSize?: number;
  /** Customers read at once while listing accounts. Default 4. */
  accountConcurrency?: number;
  http?: HttpOptions;
}

export function createGooglePlatform(config: GooglePlatformConfig): AdPlatform {
  const runtime = resolveHttpRuntime(config.http);
  const api = createGoogleAdsApi(
    {
      apiBaseUrl: config.apiBaseUrl,
      apiVersion: config.apiVersion ?? GOOGLE_DEFAULT_API_VERSION,
      developerToken: config.developerToken ?? null,
    },
    runtime,
  );
  const batchSize = Math.max(
    1,
    Math.min(config.mutateBatchSize ?? GOOGLE_MUTATE_LIMIT, GOOGLE_MUTATE_LIMIT),
  );
  const accountConcurrency = config.accountConcurrency ?? 4;
  const customerOf = (account: { id: string; managerId: string | null }) => ({
    id: account.id,
    managerId: account.managerId,
  });

  return {
    name: 'google',
    oauth: createOAuthClient(
      {
        authorizeUrl: config.authorizeUrl,
        tokenUrl: config.tokenUrl,
        revokeUrl: config.revokeUrl,
        userinfoUrl: config.userinfoUrl,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        scopes: GOOGLE_SCOPES,
        // A refresh token (offline) on every consent, not only the first one.
        extraAuthorizeParams: { access_type: 'offline', prompt: 'consent' },
        isClientAuthSentOnRevoke: false,
      },
      runtime,
    ),
    listAdAccounts: (credentials) => listGoogleAdAccounts(api, credentials, accountConcurrency),
    listAds: (credentials, account, options) =>
      listGoogleAds(api, credentials, customerOf(account), options),
    applyUrlChanges: (credentials, account, changes) =>
      applyGoogleUrlChanges(api, credentials, customerOf(account), changes, batchSize),
    listSearchTerms: (credentials, account, options) =>
      listGoogleSearchTerms(api, credentials, customerOf(account), options),
    readKeywordInventory: (credentials, account, options) =>
      readGoogleKeywordInventory(api, credentials, customerOf(account), options),
    negativeKeywords: createGoogleNegativeKeywords(api, customerOf),
  };
}
