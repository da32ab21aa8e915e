// The one seam between Utmost and an ad platform (DESIGN §5). The API and the workers only ever talk
// to a platform through this interface; the Google Ads and LinkedIn clients implement it over the
// real wire formats, and the sandbox speaks those same formats, so tests exercise the real code.

import type { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';

export type PlatformName = (typeof PLATFORM_VALUES)[number];

/** Tokens as the provider issued them; the API encrypts them at rest (DESIGN §3). */
export interface OAuthTokens {
  accessToken: string;
  /** null when the provider gave none (LinkedIn without the partner program, or a refresh that kept it). */
  refreshToken: string | null;
  /** When the access token stops working; null when the provider did not say. */
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

/** The person behind a connected login: Utmost keys a platform account by its e-mail (spec §3). */
export interface PlatformLoginProfile {
  subject: string;
  email: string;
  name: string | null;
}

export interface AuthorizationRequest {
  state: string;
  /** PKCE S256 challenge (DESIGN §5), sent only to a provider that takes PKCE (not LinkedIn). */
  codeChallenge: string;
  redirectUri: string;
  /** Pre-selects a login at the provider; the sandbox approves a demo identity's hint at once. */
  loginHint?: string;
  /** Scopes asked for on top of the platform's usual ones (see `findPurposeScopes`). */
  extraScopes?: readonly string[];
}

/** The OAuth half of a platform: the connect flow and silent refresh. */
export interface PlatformOAuth {
  buildAuthorizationUrl(request: AuthorizationRequest): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<OAuthTokens>;
  /** Throws a PlatformError with code `AUTH_REVOKED` when the grant is gone (invalid_grant). */
  refreshTokens(refreshToken: string): Promise<OAuthTokens>;
  /** Best effort: the login is disconnected on our side whatever the provider answers. */
  revokeToken(token: string): Promise<void>;
  fetchLoginProfile(accessToken: string): Promise<PlatformLoginProfile>;
}

/**
 * How a client gets a bearer token for one connected login. The API implements it over the stored,
 * encrypted tokens: it refreshes expired access tokens silently, and when a call answers 401 the
 * client asks once more with `forceRefresh` before giving up with `AUTH_REVOKED`.
 */
export interface PlatformCredentials {
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string>;
}

/** One ad account a login can see (Google customer, LinkedIn sponsored account). */
/** One manager (MCC) on the way from the login to a client account. */
export interface PlatformManagerStep {
  id: string;
  name: string | null;
}

export interface PlatformAdAccount {
  /** Platform id as a decimal string (Google customer id without dashes, LinkedIn account id). */
  id: string;
  name: string | null;
  /** Google's descriptive name; the spec's choose-account list falls back to it. */
  descriptiveName: string | null;
  currencyCode: string | null;
  status: string;
  isTestAccount: boolean;
  /** Google: the manager the login reaches this client through (sent as `login-customer-id`). */
  managerId: string | null;
  /**
   * Google: the manager accounts above this client, top first (Manager › Sub-manager), so a user
   * can tell apart clients of an agency's nested managers; empty when reached directly.
   */
  managerPath: PlatformManagerStep[];
  /** LinkedIn VIEWER role (or Google read-only access): the account can be read but not tagged. */
  isReadOnly: boolean;
}

/** Where an ad sits: Google campaign / ad group / ad; LinkedIn campaign group / campaign / creative. */
export interface PlatformAdHierarchy {
  campaign: {
    id: string;
    name: string;
    status: string;
    type: string | null;
    format: string | null;
  };
  /** Google only. */
  adGroup: { id: string; name: string; status: string } | null;
  /** LinkedIn only. */
  campaignGroup: { id: string; name: string; status: string } | null;
}

/** Where a Google ad inherits a URL field from; the nearest level that sets the field wins. */
export type InheritedTrackingLevel = 'adGroup' | 'campaign' | 'account';

export interface InheritedTrackingValue {
  value: string;
  level: InheritedTrackingLevel;
}

/**
 * Google: the final URL suffix and tracking template an ad gets from its ad group, campaign or
 * account when it sets none itself. An ad-level value replaces the inherited one entirely
 * (support.google.com/google-ads/answer/6049217, "lower levels override higher ones"), so what
 * Utmost writes at ad level must carry what was inherited.
 */
export interface InheritedTracking {
  finalUrlSuffix: InheritedTrackingValue | null;
  trackingUrlTemplate: InheritedTrackingValue | null;
}

/**
 * Google: an enabled keyword of the ad's ad group that sets URL fields of its own. "The keyword
 * tracking template is the most specific followed by the ad, ad group, campaign, then account"
 * (support.google.com/google-ads/answer/7197008), and AdGroupCriterion carries
 * `tracking_url_template`, `final_url_suffix` and `url_custom_parameters`
 * (developers.google.com/google-ads/api/reference/rpc/v25/AdGroupCriterion): for clicks through
 * such a keyword its values replace the ad's. Unset fields are null (or an empty list).
 */
export interface PlatformKeywordTracking {
  criterionId: string;
  text: string;
  /** EXACT, PHRASE, BROAD. */
  matchType: string;
  finalUrlSuffix: string | null;
  trackingUrlTemplate: string | null;
  urlCustomParameters: { key: string; value: string }[];
}

/**
 * LinkedIn dynamic UTM tracking parameters of a campaign (`adTrackingParameters`): LinkedIn appends
 * them to the landing page of every creative of the campaign when it serves the ad, without a
 * creative edit or a new review. `dynamic` maps a query key to one of LinkedIn's dynamic values
 * (CAMPAIGN_NAME, CREATIVE_ID, …), `custom` maps a key to a fixed value. Source:
 * learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking
 */
export interface CampaignTrackingParameters {
  dynamic: Record<string, string>;
  custom: Record<string, string>;
}

/**
 * What LinkedIn lets a client do with the post behind sponsored content: `sponsored_only` (a dark
 * post, `distribution.feedDistribution` NONE) may have its `contentLandingPage` changed;
 * `article` ignores `contentLandingPage` (the destination is `content.article.source`);
 * `boosted_organic` (a page post that was also sponsored) cannot be edited through the ads APIs.
 */
export type LinkedInPostKind = 'sponsored_only' | 'article' | 'boosted_organic';

/** One ad's tracking-relevant fields, normalised over both platforms. */
export interface PlatformAd {
  platform: PlatformName;
  adAccountId: string;
  /** Google ad id; LinkedIn creative id (the number in the urn). */
  id: string;
  /** Google `customers/{cid}/ads/{id}`; LinkedIn `urn:li:sponsoredCreative:{id}`. */
  resourceName: string;
  name: string | null;
  status: string;
  /** Google ad type (RESPONSIVE_SEARCH_AD, …); LinkedIn creative content kind (textAd, reference, …). */
  type: string;
  hierarchy: PlatformAdHierarchy;
  /**
   * Landing pages in platform order: Google final URLs; LinkedIn the creative's or its post's
   * landing page, or one entry per carousel card (`''` for a card without one, so that positions
   * match the cards).
   */
  landingPages: string[];
  /** Google only (null elsewhere). */
  finalUrlSuffix: string | null;
  trackingUrlTemplate: string | null;
  urlCustomParameters: { key: string; value: string }[];
  /** Google: what the ad inherits from above (null or absent elsewhere, and on LinkedIn). */
  inheritedTracking?: InheritedTracking | null;
  /**
   * Google: the enabled keywords of the ad's ad group that set a URL field of their own (the ad
   * serves through them, and their values win for their clicks); empty when none does. Absent on
   * LinkedIn.
   */
  keywordTracking?: PlatformKeywordTracking[];
  /** LinkedIn sponsored content: the post whose `contentLandingPage` carries the URL. */
  postUrn: string | null;
  /**
   * Why the ad's landing pages could not be read, when the platform refused that one item (LinkedIn:
   * the post's own error in a batch read); `landingPages` is then empty and the ad cannot be tagged
   * in this run. null when read. Failures of a whole call are thrown instead.
   */
  readError: PlatformErrorDetails | null;
  /**
   * LinkedIn: the tracking parameters of the ad's campaign, `{dynamic: {}, custom: {}}` when it has
   * none; null when LinkedIn would not say (the read is known to fail at times: the ad cannot be
   * tagged through its campaign in this run, since a PUT replaces what it cannot see). Absent on
   * Google.
   */
  campaignTrackingParameters?: CampaignTrackingParameters | null;
  /**
   * LinkedIn (API version 202608+): the ad account's own tracking parameters, which LinkedIn may
   * serve beside the campaign's [precedence unconfirmed]; `{dynamic: {}, custom: {}}` when it has
   * none; null when the version has none or LinkedIn would not say. Absent on Google.
   */
  accountTrackingParameters?: CampaignTrackingParameters | null;
  /** LinkedIn sponsored content: what kind of post `postUrn` is; null/absent elsewhere. */
  postKind?: LinkedInPostKind | null;
}

export interface ListAdsOptions {
  /** Include paused items (removed / archived ones are never listed). Default true. */
  includePaused?: boolean;
  /** Stop early; the iterator's consumer may also just `break`. */
  signal?: AbortSignal;
}

/**
 * One URL change to apply; which fields are set depends on the update mode (DESIGN §6). Fields left
 * out stay as they are; an empty `finalUrlSuffix` or `trackingUrlTemplate` clears that field
 * (the client sends a clearing the platform's own way, never the empty string).
 */
export interface PlatformUrlChange {
  resourceName: string;
  finalUrlSuffix?: string;
  trackingUrlTemplate?: string;
  /** LinkedIn: the creative's (or its post's) landing page; Google: the ad's final URL. */
  landingPage?: string;
  /**
   * Every landing page of the ad after the change, indexed as `PlatformAd.landingPages` (`''` keeps
   * the place of a carousel card without one); set only when the ad has several, `landingPage`
   * then being the first. Google writes them as the final URLs. LinkedIn cannot: the cards of a
   * saved carousel are not editable, so the client answers NOT_SUPPORTED (and the tagging engine
   * reports carousels `not_supported` before building a change).
   */
  landingPages?: string[];
  /** LinkedIn sponsored content: patch the post instead of the creative. */
  postUrn?: string | null;
  /**
   * LinkedIn: the creative's content kind (`PlatformAd.type`, e.g. textAd, spotlight), which names
   * where its landing page sits in the patch. Default textAd; ignored for posts and on Google.
   */
  contentType?: string;
  /**
   * LinkedIn: the complete tracking parameters to PUT on the ad's campaign (a PUT replaces them).
   * Every ad of a campaign carries the same target; the client sends one PUT per campaign in a
   * batch and gives its outcome to each of them.
   */
  campaignTrackingParameters?: { campaignId: string } & CampaignTrackingParameters;
}

export type PlatformChangeResult =
  | { resourceName: string; isApplied: true }
  | { resourceName: string; isApplied: false; error: PlatformErrorDetails };

/**
 * Errors as spec §8 run-error codes, plus the two that drive the connection state and retries:
 * `AUTH_REVOKED` (the grant is gone: connection ERROR, Reconnect) and `RATE_LIMITED` (after retries).
 */
export const PLATFORM_ERROR_CODES = [
  'CONFLICT',
  'NO_PERMISSIONS',
  'NO_CREATIVE_FOUND',
  'INVALID_HREF',
  'FAILED_DEPENDENCY',
  'SERVER_ERROR',
  'UNKNOWN',
  'AUTH_REVOKED',
  'RATE_LIMITED',
  'NOT_SUPPORTED',
  /**
   * The platform refused how this server is set up (a sunset LinkedIn-Version, a Google Cloud
   * project not approved for production): only the operator can fix it, not the marketer.
   */
  'CONFIGURATION_ERROR',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];

export interface PlatformErrorDetails {
  code: PlatformErrorCode;
  /** The platform's own words, for logs and the connection error text; never a token. */
  message: string;
  httpStatus: number | null;
  /** The platform's error identifier, e.g. `authorizationError.USER_PERMISSION_DENIED`. */
  platformCode: string | null;
  /**
   * The platform's daily quota is spent (Google's daily rate, or a retry delay of hours): no
   * back-off helps today. A short-term throttle of the same error code is not.
   */
  isDailyLimit?: boolean;
}

/** Google search terms: the period GAQL `DURING` names, or an inclusive `YYYY-MM-DD` range. */
export type SearchTermPeriod =
  'LAST_7_DAYS' | 'LAST_14_DAYS' | 'LAST_30_DAYS' | { startDate: string; endDate: string };

export interface ListSearchTermsOptions {
  /** Default `LAST_30_DAYS`. */
  period?: SearchTermPeriod;
  signal?: AbortSignal;
}

/** One `search_term_view` row: a search term's metrics in one ad group, by keyword, on one day. */
export interface PlatformSearchTerm {
  searchTerm: string;
  /** ADDED, EXCLUDED, ADDED_EXCLUDED, NONE. */
  status: string;
  campaign: { id: string; name: string | null };
  adGroup: { id: string; name: string | null };
  /**
   * The keyword that triggered the ad (`segments.keyword.info`); null when Google names none, as
   * for dynamic search ads and AI Max keywordless matches. matchType: EXACT, PHRASE, BROAD.
   * adGroupCriterion: the keyword's resource name (`segments.keyword.ad_group_criterion`,
   * `customers/{cid}/adGroupCriteria/{ad_group_id}~{criterion_id}`), which the negative planner
   * needs to tell a keyword from its namesakes; null if Google left it out.
   */
  keyword: { text: string; matchType: string; adGroupCriterion: string | null } | null;
  /** `YYYY-MM-DD`. */
  date: string;
  impressions: number;
  clicks: number;
  /** Cost in micros of the account currency (DESIGN §3: money as integer micros). */
  costMicros: number;
  conversions: number;
}

/** A keyword's text and match type as Google sends them (EXACT, PHRASE, BROAD). */
export interface PlatformKeywordText {
  text: string;
  matchType: string;
  criterionId: string;
}

/** A positive keyword of an ad group, with where it sits and whether it serves. */
export interface PlatformKeyword extends PlatformKeywordText {
  campaign: { id: string; name: string | null };
  adGroup: { id: string; name: string | null };
  /** ENABLED only when the keyword, its ad group and its campaign are all enabled; else PAUSED. */
  status: string;
}

/** A shared negative keyword list (NEGATIVE_KEYWORDS) or the account-level one. */
export interface PlatformNegativeList {
  id: string;
  name: string;
  isAccountLevel: boolean;
  /** Campaigns the list is attached to (empty for the account-level list, which covers all). */
  campaignIds: string[];
  keywords: PlatformKeywordText[];
}

/**
 * Google: an account's keywords and existing negatives at every level (platform-apis.md addendum
 * §1.4, §2.1). Removed items are never listed; the account-level list is the one a customer
 * negative criterion attaches (at most one per account).
 */
export interface PlatformKeywordInventory {
  keywords: PlatformKeyword[];
  adGroupNegatives: (PlatformKeywordText & {
    campaign: { id: string; name: string | null };
    adGroup: { id: string; name: string | null };
  })[];
  campaignNegatives: (PlatformKeywordText & { campaign: { id: string; name: string | null } })[];
  /** Shared lists first, the account-level list (when attached) last. */
  negativeLists: PlatformNegativeList[];
}

/** A negative keyword's match type (Google's KeywordMatchType names). */
export type NegativeKeywordMatchType = 'BROAD' | 'PHRASE' | 'EXACT';

/**
 * One Google Ads resource a negative-keyword push creates (platform-apis.md addendum §2.1–§2.2):
 * a list, the account-level list's attachment, a list's attachment to a campaign, or a keyword
 * in a list, a campaign or an ad group.
 */
export type PlatformNegativeCreate =
  | {
      kind: 'sharedSet';
      name: string;
      type: 'NEGATIVE_KEYWORDS' | 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS';
    }
  | { kind: 'customerNegativeCriterion'; sharedSetId: string }
  | { kind: 'campaignSharedSet'; campaignId: string; sharedSetId: string }
  | {
      kind: 'sharedCriterion';
      sharedSetId: string;
      text: string;
      matchType: NegativeKeywordMatchType;
    }
  | {
      kind: 'campaignCriterion';
      campaignId: string;
      text: string;
      matchType: NegativeKeywordMatchType;
    }
  | {
      kind: 'adGroupCriterion';
      adGroupId: string;
      text: string;
      matchType: NegativeKeywordMatchType;
    };

export type PlatformNegativeKind = PlatformNegativeCreate['kind'];

/**
 * A create's outcome. `unknown`: the request failed without saying whether Google made the
 * resource (a 5xx, a dropped connection); it is not retried, the caller re-reads
 * (`findNegativeResources`) and reconciles.
 */
export type PlatformNegativeWriteResult =
  | { status: 'added'; resourceName: string }
  | { status: 'failed' | 'unknown'; error: PlatformErrorDetails };

export type PlatformNegativeRemoveResult =
  /** `wasGone`: Google had no such resource any more (removed by someone else): nothing to undo. */
  { status: 'removed'; wasGone: boolean } | { status: 'failed'; error: PlatformErrorDetails };

/** Google only: writing and removing negative keywords, lists and attachments (issue 28). */
export interface PlatformNegativeKeywords {
  /** One result per create, in order; creates of one kind go in one request per 10,000. */
  create(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    creates: readonly PlatformNegativeCreate[],
    options?: { signal?: AbortSignal },
  ): Promise<PlatformNegativeWriteResult[]>;
  /** Removes resources by name; removing one already gone counts as removed. */
  remove(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    removals: readonly { kind: PlatformNegativeKind; resourceName: string }[],
    options?: { signal?: AbortSignal },
  ): Promise<PlatformNegativeRemoveResult[]>;
  /** What Google has now for each create: the existing resource's name, or null. */
  find(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    creates: readonly PlatformNegativeCreate[],
    options?: { signal?: AbortSignal },
  ): Promise<(string | null)[]>;
}

/** The interface each platform implements. Pages are async iterables of arrays (one platform page each). */
export interface AdPlatform {
  readonly name: PlatformName;
  readonly oauth: PlatformOAuth;
  listAdAccounts(credentials: PlatformCredentials): Promise<PlatformAdAccount[]>;
  listAds(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    options?: ListAdsOptions,
  ): AsyncIterable<PlatformAd[]>;
  /** Applies changes in batches of the platform's limit; one result per change, in order. */
  applyUrlChanges(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    changes: PlatformUrlChange[],
  ): Promise<PlatformChangeResult[]>;
  /** Google only (DESIGN §7); absent on platforms without search terms. */
  listSearchTerms?(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    options?: ListSearchTermsOptions,
  ): AsyncIterable<PlatformSearchTerm[]>;
  /** Google only: keywords and existing negatives (issue 28). */
  readKeywordInventory?(
    credentials: PlatformCredentials,
    account: Pick<PlatformAdAccount, 'id' | 'managerId'>,
    options?: { signal?: AbortSignal },
  ): Promise<PlatformKeywordInventory>;
  /** Google only: applying and undoing negative keywords (issue 28). */
  negativeKeywords?: PlatformNegativeKeywords;
}
