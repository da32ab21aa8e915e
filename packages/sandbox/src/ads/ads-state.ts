import type { GoogleAccountData } from './seed/google-account-data.js';
import { createGoogleAccounts, type GoogleCatalogOptions } from './seed/google-catalog.js';
import type { GoogleKeywordLists } from './seed/google-keyword-types.js';
import type { GoogleAd, GoogleAdGroup, GoogleCampaign } from './seed/google-types.js';
import type { LinkedInAccountData } from './seed/linkedin-account-data.js';
import { createLinkedInAccounts } from './seed/linkedin-catalog.js';
import type {
  LinkedInAdAccount,
  LinkedInCampaign,
  LinkedInCreative,
  LinkedInPost,
  LinkedInTrackingParameters,
} from './seed/linkedin-types.js';

// The ad platforms' data as one sandbox instance sees it: the seed (immutable, partly generated on
// demand) plus an overlay of what clients changed through mutate / PARTIAL_UPDATE. Reads apply the
// overlay on top of the seed, so the scale accounts stay lazy however many ads are changed.

export type OverlayPatch = Record<string, unknown>;

export class AdsState {
  readonly google: ReadonlyMap<string, GoogleAccountData>;
  readonly linkedin: ReadonlyMap<number, LinkedInAccountData>;
  readonly #overlay = new Map<string, OverlayPatch>();
  /** Writes per item since start: tests check that no ad was changed twice. */
  readonly #writeCounts = new Map<string, number>();
  readonly #listeners: Array<() => void> = [];

  constructor(options: GoogleCatalogOptions) {
    this.google = createGoogleAccounts(options);
    this.linkedin = createLinkedInAccounts(options);
  }

  /** Called after every change, e.g. to schedule a save of the state file. */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  #read<T extends object>(key: string, seed: T): T {
    const patch = this.#overlay.get(key);
    return patch ? ({ ...seed, ...patch } as T) : seed;
  }

  /** Records changed fields of one item (shallow: a changed nested object is stored whole). */
  writePatch(key: string, patch: OverlayPatch): void {
    this.#overlay.set(key, { ...this.#overlay.get(key), ...patch });
    this.#writeCounts.set(key, (this.#writeCounts.get(key) ?? 0) + 1);
    for (const listener of this.#listeners) listener();
  }

  /** How many times each item was written, by its key (`googleAdKey`, `linkedInCreativeKey`, …). */
  countWrites(): Record<string, number> {
    return Object.fromEntries(this.#writeCounts);
  }

  exportOverlay(): Record<string, OverlayPatch> {
    return Object.fromEntries(this.#overlay);
  }

  importOverlay(entries: Record<string, OverlayPatch>): void {
    this.#overlay.clear();
    for (const [key, patch] of Object.entries(entries)) this.#overlay.set(key, patch);
  }

  readGoogleAd(customerId: string, ad: GoogleAd): GoogleAd {
    return this.#read(googleAdKey(customerId, ad.id), ad);
  }

  readGoogleCampaign(customerId: string, campaign: GoogleCampaign): GoogleCampaign {
    return this.#read(googleCampaignKey(customerId, campaign.id), campaign);
  }

  readGoogleAdGroup(customerId: string, adGroup: GoogleAdGroup): GoogleAdGroup {
    return this.#read(googleAdGroupKey(customerId, adGroup.id), adGroup);
  }

  /**
   * An account's keywords and negatives: the seed until a negative-keyword mutate changed them,
   * then the whole changed lists (they are small: what a client wrote plus the seed's), so the
   * state file keeps them as plain JSON.
   */
  readGoogleKeywordLists(customerId: string, seed: GoogleKeywordLists): GoogleKeywordLists {
    return this.#read(googleKeywordListsKey(customerId), { lists: seed }).lists;
  }

  writeGoogleKeywordLists(customerId: string, lists: GoogleKeywordLists): void {
    this.writePatch(googleKeywordListsKey(customerId), { lists });
  }

  readLinkedInCreative(creative: LinkedInCreative): LinkedInCreative {
    return this.#read(linkedInCreativeKey(creative.id), creative);
  }

  readLinkedInPost(post: LinkedInPost): LinkedInPost {
    return this.#read(linkedInPostKey(post.urn), post);
  }

  /** The campaign's tracking parameters; null when none are set. */
  readLinkedInTrackingParameters(campaign: LinkedInCampaign): LinkedInTrackingParameters | null {
    const stored = this.#read(linkedInTrackingParametersKey(campaign.id), {
      parameters: campaign.trackingParameters ?? null,
    });
    return stored.parameters;
  }

  writeLinkedInTrackingParameters(
    campaignId: number,
    parameters: LinkedInTrackingParameters | null,
  ): void {
    this.writePatch(linkedInTrackingParametersKey(campaignId), { parameters });
  }

  /** The ad account's own tracking parameters (202608+); null when none are set. */
  readLinkedInAccountTrackingParameters(
    account: LinkedInAdAccount,
  ): LinkedInTrackingParameters | null {
    const stored = this.#read(linkedInAccountTrackingParametersKey(account.id), {
      parameters: account.trackingParameters ?? null,
    });
    return stored.parameters;
  }

  writeLinkedInAccountTrackingParameters(
    accountId: number,
    parameters: LinkedInTrackingParameters | null,
  ): void {
    this.writePatch(linkedInAccountTrackingParametersKey(accountId), { parameters });
  }
}

export function googleAdKey(customerId: string, adId: string): string {
  return `google:customers/${customerId}/ads/${adId}`;
}
export function googleCampaignKey(customerId: string, campaignId: string): string {
  return `google:customers/${customerId}/campaigns/${campaignId}`;
}
export function googleAdGroupKey(customerId: string, adGroupId: string): string {
  return `google:customers/${customerId}/adGroups/${adGroupId}`;
}
export function googleKeywordListsKey(customerId: string): string {
  return `google:customers/${customerId}/keywordLists`;
}
export function linkedInCreativeKey(creativeId: number): string {
  return `linkedin:urn:li:sponsoredCreative:${creativeId}`;
}
export function linkedInPostKey(urn: string): string {
  return `linkedin:${urn}`;
}
export function linkedInTrackingParametersKey(campaignId: number): string {
  return `linkedin:adTrackingParameters:urn:li:sponsoredCampaign:${campaignId}`;
}
export function linkedInAccountTrackingParametersKey(accountId: number): string {
  return `linkedin:adTrackingParameters:urn:li:sponsoredAccount:${accountId}`;
}
