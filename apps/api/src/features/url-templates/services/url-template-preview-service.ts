import type { Platform, UrlTemplateMap, components } from '@utmost/ads-sdk';
import type { PlatformAd } from '@utmost/platforms';
import {
  appendServedParameters,
  decideAdChange,
  prepareTemplate,
  renderTemplate,
  splitHttpUrl,
  type IgnoredParameter,
  type TrackingPair,
} from '@utmost/tagging';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findAdAccountsByResourceNames,
  listAdAccounts,
  type AdAccountListing,
} from '../../ad-platforms/index.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { authorizeOrganization } from '../../identity/index.js';
import { findLandingPage, readSampleAd } from '../../ad-platforms/index.js';

// The editor's live preview (spec §2 tracking template editing): the unsaved template rendered
// for a real ad with the engine a run uses, in `direct` mode. Invalid entries are reported as the
// engine reports them, never refused: the preview follows the editor while the user types.

type UrlTemplatePreview = components['schemas']['UrlTemplatePreview'];
type SampleAd = components['schemas']['SampleAd'];

export interface PreviewInput {
  urlTemplate: UrlTemplateMap;
  resourceName?: string;
}

function toIgnored(parameters: readonly IgnoredParameter[]) {
  return parameters.map(({ name, reason }) => ({ name, reason }));
}

function writePairs(pairs: readonly TrackingPair[]): string {
  return pairs.map((pair) => `${pair.name}=${pair.encodedValue}`).join('&');
}

/** Without an ad: static values encoded, dynamic values as written (`utm_campaign={campaign_name}`). */
function previewWithoutAd(urlTemplate: UrlTemplateMap, platform: Platform): UrlTemplatePreview {
  const prepared = prepareTemplate(urlTemplate, platform);
  const written: string[] = [];
  const ignored: IgnoredParameter[] = [];
  for (const parameter of prepared.parameters) {
    if (parameter.ignored) {
      ignored.push(parameter.ignored);
      continue;
    }
    const value = parameter.parts
      .map((part) => (part.kind === 'literal' ? part.encodedValue : part.token))
      .join('');
    written.push(`${parameter.name}=${value}`);
  }
  return {
    sampleAd: null,
    toUtm: written.join('&'),
    url: null,
    errorType: null,
    ignoredParameters: toIgnored(ignored),
  };
}

/** Google appends the final URL suffix to the final URL at click time (before any fragment). */
export function appendFinalUrlSuffix(finalUrl: string, suffix: string | null): string | null {
  const trimmed = finalUrl.trim();
  if (!suffix) return trimmed;
  const parts = splitHttpUrl(trimmed);
  if (parts === null) return null;
  const query = parts.query === '' ? suffix : `${parts.query}&${suffix}`;
  return `${parts.base}?${query}${parts.fragment}`;
}

function describeSampleAd(
  ad: PlatformAd,
  account: AdAccountListing,
  landingPage: string,
): SampleAd {
  const { campaign, adGroup, campaignGroup } = ad.hierarchy;
  const inherited = ad.inheritedTracking ?? null;
  return {
    adAccountName: account.name,
    resourceName: ad.resourceName,
    name: ad.name,
    campaignName: campaign.name,
    groupName: adGroup?.name ?? campaignGroup?.name ?? null,
    landingPage,
    // What the run keeps of the levels above (issue 12): shown so nobody fears losing it.
    inheritedTracking:
      inherited && (inherited.finalUrlSuffix || inherited.trackingUrlTemplate) ? inherited : null,
    accountTrackingParameters: describeAccountTrackingParameters(ad),
    keywordOverrides: [],
  };
}

/**
 * LinkedIn's account-level tracking parameters (202608+), which may be served beside the
 * campaign's that Utmost writes [precedence unconfirmed]: shown so the marketer sees every
 * parameter a click can carry. Null when the account sets none or LinkedIn would not say.
 */
function describeAccountTrackingParameters(ad: PlatformAd): SampleAd['accountTrackingParameters'] {
  const parameters = ad.accountTrackingParameters;
  if (!parameters) return null;
  const isEmpty =
    Object.keys(parameters.dynamic).length === 0 && Object.keys(parameters.custom).length === 0;
  return isEmpty ? null : { dynamic: parameters.dynamic, custom: parameters.custom };
}

function previewWithAd(
  urlTemplate: UrlTemplateMap,
  platform: Platform,
  ad: PlatformAd,
  account: AdAccountListing,
): UrlTemplatePreview {
  const landingPage = findLandingPage(ad) ?? '';
  const context = { ad, accountName: account.name };
  const decision = decideAdChange({
    ad,
    platform,
    mode: 'direct',
    template: urlTemplate,
    accountName: account.name,
  });
  // Google keywords whose own URL fields would win over these parameters for their clicks.
  const sampleAd = {
    ...describeSampleAd(ad, account, landingPage),
    keywordOverrides: decision.keywordOverrides ?? [],
  };
  if (decision.status === 'not_supported') {
    // The account offered no taggable ad: show the parameters this one would get, without a URL.
    const rendered = renderTemplate(urlTemplate, context, platform);
    return {
      sampleAd,
      toUtm: writePairs(rendered.pairs),
      url: null,
      errorType: null,
      ignoredParameters: toIgnored(rendered.ignoredParameters),
    };
  }
  const ignoredParameters = toIgnored(decision.ignoredParameters);
  if (decision.status === 'error') {
    return {
      sampleAd,
      toUtm: decision.toUtm,
      url: null,
      errorType: decision.errorType ?? null,
      ignoredParameters,
    };
  }
  // LinkedIn appends the campaign's tracking parameters to the landing page when it serves it.
  const url =
    platform === 'google'
      ? appendFinalUrlSuffix(landingPage, decision.after.finalUrlSuffix)
      : appendServedParameters(landingPage, decision.toUtm);
  return { sampleAd, toUtm: decision.toUtm, url, errorType: null, ignoredParameters };
}

/** The account named, or the organization's most recently connected one; undefined for none. */
async function findSampleAccount(
  deps: AdPlatformDependencies,
  scope: OrganizationScope,
  platform: Platform,
  resourceName: string | undefined,
): Promise<AdAccountListing | undefined> {
  if (resourceName === undefined) {
    const accounts = await listAdAccounts(deps.db, scope, platform);
    return accounts.find((account) => account.connectionStatus === 'CONNECTED');
  }
  const [account] = await findAdAccountsByResourceNames(deps.db, scope, platform, [resourceName]);
  if (!account) throw new AppError('NOT_FOUND', `Ad account ${resourceName} was not found.`);
  return account.connectionStatus === 'CONNECTED' ? account : undefined;
}

export async function previewUrlTemplate(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  input: PreviewInput,
): Promise<UrlTemplatePreview> {
  const { name: platform, client } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'templates:view');
  const account = await findSampleAccount(deps, scope, platform, input.resourceName);
  if (!account) return previewWithoutAd(input.urlTemplate, platform);
  const ad = await readSampleAd(deps, scope, platform, client, account);
  if (!ad) return previewWithoutAd(input.urlTemplate, platform);
  return previewWithAd(input.urlTemplate, platform, ad, account);
}
