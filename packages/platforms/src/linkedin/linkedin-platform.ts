import type { AdPlatform } from '../ad-platform.js';
import { resolveHttpRuntime, type HttpOptions } from '../http/http-runtime.js';
import { createOAuthClient } from '../oauth/oauth-client.js';
import type { PlatformEndpoints } from '../platform-urls.js';
import { listLinkedInAdAccounts } from './linkedin-accounts.js';
import { listLinkedInAds } from './linkedin-ads.js';
import { createLinkedInApi } from './linkedin-api.js';
import { POSTS_BATCH_LIMIT } from './linkedin-posts.js';
import { LINKEDIN_SCOPES } from './linkedin-scopes.js';
import { hasAccountTrackingParameters } from './linkedin-tracking-parameters.js';
import { applyLinkedInUrlChanges } from './linkedin-update.js';

/**
 * `LinkedIn-Version` (YYYYMM). LinkedIn supports each version for at least a year, then answers 426
 * NONEXISTENT_VERSION (https://learn.microsoft.com/en-us/linkedin/marketing/versioning). 202608 is
 * the newest version an official page confirms: "August 2026 - Version 202608" in
 * https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes, and the version
 * from which ad-account tracking parameters exist (https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking).
 * Its sunset date is not on the migrations page we could read [unconfirmed: about August 2027];
 * operators move it with LINKEDIN_ADS_API_VERSION.
 */
export const LINKEDIN_DEFAULT_API_VERSION = '202608';

export interface LinkedInPlatformConfig extends PlatformEndpoints {
  apiVersion?: string;
  clientId: string;
  clientSecret: string;
  /** Elements per finder page (LinkedIn's default 100). */
  pageSize?: number;
  /** Urns per `List(…)` when filtering campaigns by group and creatives by campaign. Default 20. */
  urnChunkSize?: number;
  /**
   * Post urns per posts BATCH_GET while listing sponsored content: 1 to 100, default 100; a chunk
   * also stays under LinkedIn's 4,000-character query limit, so long urns make smaller chunks.
   */
  postBatchSize?: number;
  /** Posts BATCH_GETs in flight while listing sponsored content. Default 4. */
  postConcurrency?: number;
  /** PARTIAL_UPDATE calls in flight per applyUrlChanges. Default 4. */
  updateConcurrency?: number;
  http?: HttpOptions;
}

export function createLinkedInPlatform(config: LinkedInPlatformConfig): AdPlatform {
  const runtime = resolveHttpRuntime(config.http);
  const api = createLinkedInApi(
    {
      apiBaseUrl: config.apiBaseUrl,
      apiVersion: config.apiVersion ?? LINKEDIN_DEFAULT_API_VERSION,
    },
    runtime,
  );
  const pageSize = config.pageSize ?? 100;
  const walkSettings = {
    pageSize,
    urnChunkSize: Math.max(1, config.urnChunkSize ?? 20),
    posts: {
      batchSize: Math.min(
        POSTS_BATCH_LIMIT,
        Math.max(1, config.postBatchSize ?? POSTS_BATCH_LIMIT),
      ),
      concurrency: Math.max(1, config.postConcurrency ?? 4),
    },
    trackingConcurrency: Math.max(1, config.postConcurrency ?? 4),
    readsAccountTracking: hasAccountTrackingParameters(
      config.apiVersion ?? LINKEDIN_DEFAULT_API_VERSION,
    ),
  };
  const updateSettings = { concurrency: Math.max(1, config.updateConcurrency ?? 4) };

  return {
    name: 'linkedin',
    oauth: createOAuthClient(
      {
        authorizeUrl: config.authorizeUrl,
        tokenUrl: config.tokenUrl,
        revokeUrl: config.revokeUrl,
        userinfoUrl: config.userinfoUrl,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        scopes: LINKEDIN_SCOPES,
        extraAuthorizeParams: {},
        isClientAuthSentOnRevoke: true,
        isPkceUsed: false,
      },
      runtime,
    ),
    listAdAccounts: (credentials) => listLinkedInAdAccounts(api, credentials, pageSize),
    listAds: (credentials, account, options = {}) =>
      listLinkedInAds(api, credentials, account.id, options, walkSettings),
    applyUrlChanges: (credentials, account, changes) =>
      applyLinkedInUrlChanges(api, credentials, account.id, changes, updateSettings),
  };
}
