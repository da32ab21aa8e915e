import { EMPTY_RUN_COUNTS } from '@utmost/ads-sdk';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adChangeHistory, runResults, taggingRuns } from '../src/features/tagging-runs/schema.js';
import { expiringTokens, sessions } from '../src/features/identity/schema.js';
import { writeRunResults } from '../src/features/tagging-runs/repositories/run-result-repository.js';
import { insertTaggingRuns } from '../src/features/tagging-runs/repositories/tagging-run-repository.js';
import { HTTP_METHODS, loadContract } from '../src/core/contract/load-contract.js';
import type { OpenApiDocument } from '../src/core/contract/openapi-types.js';
import {
  findAdAccountsByResourceNames,
  insertAdAccounts,
  listAdAccounts,
} from '../src/features/ad-platforms/repositories/ad-account-repository.js';
import { listApiKeys } from '../src/features/identity/repositories/api-key-repository.js';
import { listMembers } from '../src/features/identity/repositories/membership-repository.js';
import { findOrganization } from '../src/features/identity/repositories/organization-repository.js';
import { grantOrganizationScope } from '../src/core/db/organization-scope.js';
import { listLinkedPlatformAccounts } from '../src/features/ad-platforms/repositories/platform-account-repository.js';
import { countConnectAttempts } from '../src/features/ad-platforms/repositories/platform-connect-attempt-repository.js';
import { listUrlTemplates } from '../src/features/url-templates/repositories/url-template-repository.js';
import { listBriefs } from '../src/features/briefs/repositories/brief-repository.js';
import { negativeKeywordBatches, searchTermRuns } from '../src/features/search-terms/schema.js';
import { insertNegativeBatch } from '../src/features/search-terms/repositories/negative-batch-repository.js';
import { listAiRules } from '../src/features/briefs/repositories/ai-rules-repository.js';
import { findSubscription } from '../src/features/identity/repositories/subscription-repository.js';
import { listInvoices } from '../src/features/identity/repositories/invoice-repository.js';
import { findUserById } from '../src/features/identity/repositories/user-repository.js';
import { listWorkspaces } from '../src/features/identity/repositories/workspace-repository.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import {
  addMember,
  asBrowser,
  createTestAccount,
  signIn,
  uniqueEmail,
  type TestAccount,
} from './helpers/identity-fixtures.js';
import { TINY_PNG, buildMultipart } from './helpers/multipart.js';
import { findLinkParameter, readLatestMail } from './helpers/read-outbox.js';
import { SUCCESS_URL, connectLogin } from './helpers/platform-connect.js';
import { SANDBOX_LOGINS } from './ad-platforms/sandbox-control.js';

/**
 * Every authenticated operation of the contract, tried by someone of ANOTHER organization
 * against the victim's organization, user, keys and invitations: each must answer 403 or 404
 * and change nothing. The table is keyed by operationId and checked against the contract, so a
 * new protected operation fails this suite until it has its entry here.
 */

const PLATFORMS = ['google', 'linkedin'] as const;
type Platform = (typeof PLATFORMS)[number];

/** What the victim holds on one platform. */
interface VictimPlatform {
  /** The connected login and one ad account reached through it. */
  platformEmail: string;
  adAccountId: string;
  adAccountResourceName: string;
  /** The tracking template of this platform, assigned to that ad account. */
  urlTemplateId: string;
  /** A finished tagging run of that ad account, with one result. */
  runId: string;
}

interface Victim {
  owner: TestAccount;
  ownerCookie: string;
  member: TestAccount;
  invitedEmail: string;
  apiKeyId: string;
  invitationToken: string;
  platforms: Record<Platform, VictimPlatform>;
  /** An AI brief with rules, assigned to the Google ad account. */
  brandId: string;
  /** A finished search-term validation run of the Google ad account. */
  searchTermRunId: string;
  /** A finished negative keyword batch of the Google ad account. */
  negativeBatchId: string;
}

interface Attacker {
  account: TestAccount;
  cookie: string;
  /** An admin API key of the attacker's own organization. */
  apiKeySecret: string;
}

interface AttemptedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * Who sends a request: the victim's data it aims at, the caller's OWN organization (the
 * attacker's when attacking; the victim's in the positive control) and the platform of the path.
 */
interface RequestTarget {
  victim: Victim;
  callerOrganizationId: string;
  platform: Platform;
  /** The victim's data on that platform. */
  on: VictimPlatform;
}

interface IsolationCase {
  request: (target: RequestTarget) => AttemptedRequest;
  /** 403 or 404 unless said otherwise (an invitation token is its own authority: 400). */
  expectedStatuses?: readonly number[];
  /** For redirecting operations: where the refusal must send the browser. */
  expectedLocation?: string;
  /**
   * The positive control: the victim's owner sending the same request answers one of these, so the
   * attacker's 403/404 is a refusal and not an unrelated "not found". `null` with a reason where
   * the operation names nothing of the victim's.
   */
  ownerStatuses: readonly number[] | null;
}

const SANDBOX_AD_ACCOUNT_IDS: Record<Platform, string> = {
  google: SANDBOX_AD_CATALOG.google.customers.hearthly,
  linkedin: String(SANDBOX_AD_CATALOG.linkedin.accounts.apollo),
};
const SANDBOX_RESOURCE_NAMES: Record<Platform, string> = {
  google: `customers/${SANDBOX_AD_ACCOUNT_IDS.google}`,
  linkedin: `urn:li:sponsoredAccount:${SANDBOX_AD_ACCOUNT_IDS.linkedin}`,
};
/** Ad accounts the victim's logins reach but the victim has not added. */
const SPARE_AD_ACCOUNT_IDS: Record<Platform, string> = {
  google: SANDBOX_AD_CATALOG.google.customers.sproutstrong,
  linkedin: String(SANDBOX_AD_CATALOG.linkedin.accounts.hamilton),
};
const VICTIM_TEMPLATE_NAME = 'Victim Search UTMs';
const VICTIM_BRIEF_NAME = 'Victim Brief';

function briefInput(briefName: string) {
  return {
    briefName,
    name: 'Victim Company',
    website: 'https://www.hearthly.example',
    shortDescription:
      'A home insurance comparison site for Ireland: one form, quotes from many insurers, bought online.',
    competitorsList: ['One', 'Two', 'Three', 'Four', 'Five'],
    products: [{ name: 'Home insurance', description: 'Buildings and contents cover' }],
  };
}

function templateInput(platform: Platform) {
  return {
    name: 'Planted template',
    platformType: platform,
    urlTemplate: { utm_source: { value: 'planted', isDynamic: false } },
  };
}

const organizationInput = {
  name: 'Taken Over',
  legalName: 'Taken Over Ltd',
  contactEmail: 'attacker@example.com',
  billingEmail: 'attacker@example.com',
};

const ISOLATION_CASES: Record<string, IsolationCase> = {
  logoutUser: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/users/${victim.owner.user.id}/logout`,
    }),
    ownerStatuses: [200],
  },
  handleUserInvitation: {
    request: ({ victim }) => ({
      method: 'POST',
      url: '/api/v1/users/handle-user-invitation',
      payload: { tkn: victim.invitationToken },
    }),
    expectedStatuses: [400],
    // The token is the authority, and it is the invitee's: the owner holds no right to it either.
    ownerStatuses: null,
  },
  inviteUser: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/users/invite-user?organization_id=${victim.owner.organization.id}`,
      payload: { email: uniqueEmail('planted'), role: 'admin' },
    }),
    ownerStatuses: [201],
  },
  getUser: {
    request: ({ victim }) => ({ method: 'GET', url: `/api/v1/users/${victim.owner.user.id}` }),
    ownerStatuses: [200],
  },
  // Always the caller's own address: no user is named, so nothing of the victim's is reachable.
  resendVerificationEmail: {
    request: () => ({ method: 'POST', url: '/api/v1/users/resend-verification-email' }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
  updateUser: {
    request: ({ victim }) => ({
      method: 'PUT',
      url: `/api/v1/users/${victim.owner.user.id}`,
      payload: { firstName: 'Hacked', lastName: 'Name' },
    }),
    ownerStatuses: [200],
  },
  uploadProfilePicture: {
    request: ({ victim }) => {
      const body = buildMultipart(TINY_PNG);
      return {
        method: 'POST',
        url: `/api/v1/users/${victim.owner.user.id}/profile-picture`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    ownerStatuses: [200],
  },
  listOrganizations: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/organizations?user_id=${victim.owner.user.id}`,
    }),
    ownerStatuses: [200],
  },
  getOrganization: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  updateOrganization: {
    request: ({ victim }) => ({
      method: 'PUT',
      url: `/api/v1/organizations/${victim.owner.organization.id}`,
      payload: organizationInput,
    }),
    ownerStatuses: [200],
  },
  uploadOrganizationLogo: {
    request: ({ victim }) => {
      const body = buildMultipart(TINY_PNG);
      return {
        method: 'POST',
        url: `/api/v1/organizations/${victim.owner.organization.id}/logo`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    ownerStatuses: [200],
  },
  listOrganizationMembers: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}/members`,
    }),
    ownerStatuses: [200],
  },
  deleteOrganizationUser: {
    request: ({ victim }) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${victim.owner.organization.id}`,
      payload: { email: victim.member.email },
    }),
    ownerStatuses: [200],
  },
  assignUserRole: {
    request: ({ victim }) => ({
      method: 'PUT',
      url: `/api/v1/organizations/assign-user-role?organization_id=${victim.owner.organization.id}`,
      payload: { email: victim.member.email, role: 'owner' },
    }),
    ownerStatuses: [200],
  },
  listApiKeys: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}/api-keys`,
    }),
    ownerStatuses: [200],
  },
  createApiKey: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/organizations/${victim.owner.organization.id}/api-keys`,
      payload: { name: 'Backdoor', role: 'admin' },
    }),
    ownerStatuses: [200, 201],
  },
  revokeApiKey: {
    // The victim's key through the caller's OWN organization: ids do not cross tenants.
    request: ({ victim, callerOrganizationId }) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/${callerOrganizationId}/api-keys/${victim.apiKeyId}`,
    }),
    ownerStatuses: [200, 204],
  },
  listWorkspaces: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/workspaces?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  listAdAccounts: {
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/ads/accounts?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  addAdAccounts: {
    request: ({ victim, platform, on }) => ({
      method: 'POST',
      url: `/api/v1/${platform}/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform,
        organization_id: victim.owner.organization.id,
        email: on.platformEmail,
        adAccountIds: [SPARE_AD_ACCOUNT_IDS[platform]],
      },
    }),
    ownerStatuses: [200, 201],
  },
  updateAdAccounts: {
    request: ({ victim, platform, on }) => ({
      method: 'PUT',
      url: `/api/v1/${platform}/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform,
        organization_id: victim.owner.organization.id,
        resourceNames: [on.adAccountResourceName],
        changes: { enabled: false },
      },
    }),
    ownerStatuses: [200],
  },
  removeAdAccounts: {
    request: ({ victim, platform, on }) => ({
      method: 'DELETE',
      url: `/api/v1/${platform}/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform,
        organization_id: victim.owner.organization.id,
        resourceNames: [on.adAccountResourceName],
      },
    }),
    ownerStatuses: [200],
  },
  listPlatformAccounts: {
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/ads/platformAccounts?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  disconnectPlatformAccount: {
    request: ({ victim, platform, on }) => ({
      method: 'DELETE',
      url: `/api/v1/${platform}/ads/platformAccounts?organization_id=${victim.owner.organization.id}`,
      payload: { email: on.platformEmail },
    }),
    ownerStatuses: [200],
  },
  startPlatformConnection: {
    // The popup cannot show a JSON error: the refusal goes back to it, and no attempt is stored.
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/authenticate?organization_id=${victim.owner.organization.id}&redirect_url=${encodeURIComponent(SUCCESS_URL)}`,
    }),
    expectedStatuses: [302],
    expectedLocation: `${SUCCESS_URL}?status=false&error=forbidden`,
    ownerStatuses: [302],
  },
  listUrlTemplates: {
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/urlTemplates?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  saveUrlTemplate: {
    // The victim's template through the caller's OWN organization: ids do not cross tenants.
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'POST',
      url: `/api/v1/${platform}/urlTemplate?organization_id=${callerOrganizationId}`,
      payload: { ...templateInput(platform), id: on.urlTemplateId },
    }),
    ownerStatuses: [200],
  },
  deleteUrlTemplates: {
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'DELETE',
      url: `/api/v1/${platform}/urlTemplate?organization_id=${callerOrganizationId}`,
      payload: { templatesId: [on.urlTemplateId], confirmInUse: true },
    }),
    ownerStatuses: [200],
  },
  previewUrlTemplate: {
    // The victim's ad account (its sample ad) through the caller's own organization.
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'POST',
      url: `/api/v1/${platform}/urlTemplate/preview?organization_id=${callerOrganizationId}`,
      payload: {
        urlTemplate: templateInput(platform).urlTemplate,
        resourceName: on.adAccountResourceName,
      },
    }),
    ownerStatuses: [200],
  },
  listTemplateKeys: {
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/templateKeys?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  // The platform's catalogue: no organization is named, so there is nothing of the victim's to
  // reach; they answer anyone signed in, and the checks below still hold (nothing leaks or moves).
  getDefaultUrlTemplate: {
    request: ({ platform }) => ({ method: 'GET', url: `/api/v1/${platform}/defaultUrlTemplate` }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
  getHubSpotUrlTemplate: {
    request: ({ platform }) => ({ method: 'GET', url: `/api/v1/${platform}/hubSpotUrlTemplate` }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
  listDynamicValues: {
    request: ({ platform }) => ({ method: 'GET', url: `/api/v1/${platform}/dynamicValues` }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
  startTaggingRun: {
    // The victim's ad account through the caller's own organization: nothing is queued.
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'POST',
      url: `/api/v1/${platform}/ads/autoUrlTemplate?organization_id=${callerOrganizationId}`,
      payload: { adAccounts: [on.adAccountResourceName] },
    }),
    ownerStatuses: [200, 202],
  },
  listTaggingJobRuns: {
    request: ({ victim, platform }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/job/autoTagging/jobruns?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  getTaggingJobRun: {
    // The victim's run through the caller's own organization: 404, as for a run that does not exist.
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'GET',
      url: `/api/v1/${platform}/job/autoTagging/jobruns/${on.runId}?organization_id=${callerOrganizationId}`,
    }),
    expectedStatuses: [404],
    ownerStatuses: [200],
  },
  listRunHistory: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/run-history?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  listRunHistoryAccounts: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/run-history/accounts?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  listRunDetails: {
    // The victim's run through the caller's own organization: runs do not cross tenants.
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'GET',
      url: `/api/v1/run-history/${platform}/run-details?organization_id=${callerOrganizationId}&accountId=${on.adAccountId}&jobId=${on.runId}`,
    }),
    ownerStatuses: [200],
  },
  getRunMetadata: {
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'GET',
      url: `/api/v1/run-history/${platform}/run-metadata?organization_id=${callerOrganizationId}&accountId=${on.adAccountId}&jobId=${on.runId}`,
    }),
    ownerStatuses: [200],
  },
  listNotSupported: {
    request: ({ callerOrganizationId, platform, on }) => ({
      method: 'GET',
      url: `/api/v1/run-history/not-supported?organization_id=${callerOrganizationId}&platform=${platform}&accountId=${on.adAccountId}&jobId=${on.runId}`,
    }),
    ownerStatuses: [200],
  },
  listBrands: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/searchTerms/brands?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  createBrand: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/searchTerms/brands?organization_id=${victim.owner.organization.id}`,
      payload: briefInput('Planted brief'),
    }),
    ownerStatuses: [201],
  },
  deleteBrands: {
    // The victim's brief through the caller's own organization: ids do not cross tenants.
    request: ({ victim, callerOrganizationId }) => ({
      method: 'DELETE',
      url: `/api/v1/searchTerms/brands?organization_id=${callerOrganizationId}`,
      payload: { brandIds: [victim.brandId], confirmInUse: true },
    }),
    ownerStatuses: [200],
  },
  getBrand: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'GET',
      url: `/api/v1/searchTerms/brands/${victim.brandId}?organization_id=${callerOrganizationId}`,
    }),
    ownerStatuses: [200],
  },
  replaceBrand: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'PUT',
      url: `/api/v1/searchTerms/brands/${victim.brandId}?organization_id=${callerOrganizationId}`,
      payload: briefInput('Planted brief'),
    }),
    ownerStatuses: [200],
  },
  updateBrand: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'PATCH',
      url: `/api/v1/searchTerms/brands/${victim.brandId}?organization_id=${callerOrganizationId}`,
      payload: { briefName: 'Planted brief' },
    }),
    ownerStatuses: [200],
  },
  getBrandReading: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'GET',
      url: `/api/v1/searchTerms/brands/${victim.brandId}/reading?organization_id=${callerOrganizationId}`,
    }),
    ownerStatuses: [200],
  },
  suggestBrandElements: {
    // The victim's organization named outright: its rate limit and its provider are not the caller's.
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/searchTerms/brands/suggest-brand-elements?organization_id=${victim.owner.organization.id}`,
      payload: {
        brand_name: 'Hearthly',
        brand_website: 'https://www.hearthly.example',
        organization_id: victim.owner.organization.id,
      },
    }),
    ownerStatuses: [200],
  },
  suggestBrandAiRules: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/searchTerms/brands/suggest-brand-ai-rules?organization_id=${victim.owner.organization.id}`,
      payload: {
        organization_id: victim.owner.organization.id,
        brand_name: 'Hearthly',
        brand_website: 'https://www.hearthly.example',
        brand_short_description: briefInput('x').shortDescription,
        products: briefInput('x').products,
      },
    }),
    ownerStatuses: [200],
  },
  listAiRules: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/searchTerms/ai-rules?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  createAiRules: {
    // A brief of the caller's own, but the victim's id: the rules must not land on it.
    request: ({ victim, callerOrganizationId }) => ({
      method: 'POST',
      url: `/api/v1/searchTerms/ai-rules?organization_id=${callerOrganizationId}`,
      payload: { brandId: victim.brandId, general_rules: [], search_terms: [] },
    }),
    // The victim's brief already has rules: the owner's own create is a conflict.
    ownerStatuses: [409],
  },
  getAiRules: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'GET',
      url: `/api/v1/searchTerms/ai-rules/${victim.brandId}?organization_id=${callerOrganizationId}`,
    }),
    ownerStatuses: [200],
  },
  replaceAiRules: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'PUT',
      url: `/api/v1/searchTerms/ai-rules/${victim.brandId}?organization_id=${callerOrganizationId}`,
      payload: { general_rules: [{ description: 'Planted rule' }], search_terms: [] },
    }),
    ownerStatuses: [200],
  },
  validateSearchTerms: {
    // The victim's ad account through the caller's own organization: nothing is queued.
    request: ({ callerOrganizationId, victim }) => ({
      method: 'POST',
      url: `/api/v1/google/searchTerms/adAccounts/validate?organization_id=${callerOrganizationId}`,
      payload: { adAccounts: [victim.platforms.google.adAccountResourceName] },
    }),
    ownerStatuses: [202],
  },
  listSearchTermResults: {
    // The victim's account through the caller's own organization: its terms stay hidden.
    request: ({ callerOrganizationId, on }) => ({
      method: 'GET',
      url: `/api/v1/google/searchTerms/results?organization_id=${callerOrganizationId}&adAccountId=${on.adAccountId}`,
    }),
    ownerStatuses: [200],
  },
  listSearchTermNgrams: {
    // The victim's account through the caller's own organization: its grams stay hidden.
    request: ({ callerOrganizationId, on }) => ({
      method: 'GET',
      url: `/api/v1/google/searchTerms/ngrams?organization_id=${callerOrganizationId}&adAccountId=${on.adAccountId}`,
    }),
    ownerStatuses: [200],
  },
  listNegativeKeywordSuggestions: {
    // The victim's account through the caller's own organization: its keywords are never read.
    request: ({ callerOrganizationId, on }) => ({
      method: 'GET',
      url: `/api/v1/google/searchTerms/negativePlanner?organization_id=${callerOrganizationId}&adAccountId=${on.adAccountId}`,
    }),
    ownerStatuses: [200],
  },
  listNegativeKeywordBatches: {
    // The victim's account through the caller's own organization: its batches stay hidden.
    request: ({ callerOrganizationId, on }) => ({
      method: 'GET',
      url: `/api/v1/google/searchTerms/negativeBatches?organization_id=${callerOrganizationId}&adAccountId=${on.adAccountId}`,
    }),
    ownerStatuses: [200],
  },
  applyNegativeKeywords: {
    // The victim's account through the caller's own organization: nothing is read or queued.
    request: ({ callerOrganizationId, on }) => ({
      method: 'POST',
      url: `/api/v1/google/searchTerms/negativeBatches?organization_id=${callerOrganizationId}`,
      payload: {
        adAccountId: on.adAccountId,
        level: 'account',
        negatives: [{ text: 'planted negative', matchType: 'EXACT' }],
      },
    }),
    // The owner's batch stays pending (no worker runs here): a second one answers 409.
    ownerStatuses: [202, 409],
  },
  getNegativeKeywordBatch: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'GET',
      url: `/api/v1/google/searchTerms/negativeBatches/${victim.negativeBatchId}?organization_id=${callerOrganizationId}`,
    }),
    ownerStatuses: [200],
  },
  undoNegativeKeywordBatch: {
    request: ({ victim, callerOrganizationId }) => ({
      method: 'POST',
      url: `/api/v1/google/searchTerms/negativeBatches/${victim.negativeBatchId}/undo?organization_id=${callerOrganizationId}`,
    }),
    // 409 when the owner's own apply (above) is still pending on the account.
    ownerStatuses: [202, 409],
  },
  learnSearchTermDecisions: {
    // The victim's account through the caller's own organization: its brief learns nothing.
    request: ({ callerOrganizationId, on }) => ({
      method: 'POST',
      url: `/api/v1/google/searchTerms/decisions?organization_id=${callerOrganizationId}`,
      payload: {
        adAccountId: on.adAccountId,
        decisions: [{ searchTerm: 'planted term', isExclude: true, category: 'product' }],
      },
    }),
    ownerStatuses: [200],
  },
  previewSearchTermDecisions: {
    // The victim's account through the caller's own organization: nothing of its run is read.
    request: ({ callerOrganizationId, on }) => ({
      method: 'POST',
      url: `/api/v1/google/searchTerms/decisions/preview?organization_id=${callerOrganizationId}`,
      payload: {
        adAccountId: on.adAccountId,
        decisions: [{ searchTerm: 'planted term', isExclude: true, category: 'product' }],
      },
    }),
    ownerStatuses: [200],
  },
  listSearchTermJobRuns: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/google/job/autoSearchTermValidation/jobruns?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  getSearchTermJobRun: {
    // The victim's run through the caller's own organization: 404, as for a run that does not exist.
    request: ({ callerOrganizationId, victim }) => ({
      method: 'GET',
      url: `/api/v1/google/job/autoSearchTermValidation/jobruns/${victim.searchTermRunId}?organization_id=${callerOrganizationId}`,
    }),
    expectedStatuses: [404],
    ownerStatuses: [200],
  },
  getSubscription: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  changeSubscriptionPlan: {
    request: ({ victim }) => ({
      method: 'PUT',
      url: `/api/v1/billing/subscription?organization_id=${victim.owner.organization.id}`,
      payload: { productId: 'growth', interval: 'monthly' },
    }),
    ownerStatuses: [200],
  },
  listInvoices: {
    request: ({ victim }) => ({
      method: 'GET',
      url: `/api/v1/billing/invoices?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [200],
  },
  // This suite runs in local mode: the victim's owner gets past the permission check to 409
  // (no payment provider); Stripe mode is in identity/billing-stripe.test.ts.
  createCheckoutSession: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/billing/checkout-session?organization_id=${victim.owner.organization.id}`,
      payload: { productId: 'growth', interval: 'monthly' },
    }),
    ownerStatuses: [409],
  },
  createBillingPortalSession: {
    request: ({ victim }) => ({
      method: 'POST',
      url: `/api/v1/billing/portal-session?organization_id=${victim.owner.organization.id}`,
    }),
    ownerStatuses: [409],
  },
  // The plans and the beta coupon on sale: no organization is named, nothing of the victim's.
  listBillingProducts: {
    request: () => ({ method: 'GET', url: '/api/v1/billing/products' }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
  listBillingCoupons: {
    request: () => ({ method: 'GET', url: '/api/v1/billing/coupons' }),
    expectedStatuses: [200],
    ownerStatuses: null,
  },
};

type Scheme = 'cookieSession' | 'apiKey';

/** The protected operations of the contract with the schemes each accepts. */
function listProtectedOperations(document: OpenApiDocument): Map<string, Scheme[]> {
  const protectedOperations = new Map<string, Scheme[]>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const schemes = (operation.security ?? document.security ?? []).flatMap(
        (requirement) => Object.keys(requirement) as Scheme[],
      );
      if (schemes.length > 0) protectedOperations.set(operation.operationId, schemes);
    }
  }
  return protectedOperations;
}

let testApp: TestApp;
let protectedOperations: Map<string, Scheme[]>;
let victim: Victim;
let attacker: Attacker;

const db = () => testApp.testDatabase.database.db;

/** Operations whose path names the platform are tried on every platform. */
function platformsOf(operationId: string): readonly Platform[] {
  const placeholder: VictimPlatform = {
    platformEmail: 'x',
    adAccountId: 'x',
    adAccountResourceName: 'x',
    urlTemplateId: 'x',
    runId: 'x',
  };
  const account = { user: { id: 'x' }, organization: { id: 'x' }, email: 'x' } as TestAccount;
  const probe = ISOLATION_CASES[operationId]!.request({
    victim: {
      owner: account,
      ownerCookie: '',
      member: account,
      invitedEmail: 'x',
      apiKeyId: 'x',
      invitationToken: 'x',
      platforms: { google: placeholder, linkedin: placeholder },
      brandId: 'x',
      searchTermRunId: 'x',
      negativeBatchId: 'x',
    },
    callerOrganizationId: 'x',
    platform: 'linkedin',
    on: placeholder,
  });
  return probe.url.includes('linkedin') ? PLATFORMS : ['google'];
}

/** A connected login, an ad account, an assigned template and a finished run with one result. */
async function setUpVictimPlatform(
  owner: TestAccount,
  ownerCookie: string,
  platform: Platform,
): Promise<VictimPlatform> {
  await connectLogin(testApp.app, ownerCookie, {
    platform,
    organizationId: owner.organization.id,
    loginHint: SANDBOX_LOGINS[platform],
  });
  const scope = grantOrganizationScope(owner.organization.id, 'owner');
  const [login] = await listLinkedPlatformAccounts(db(), scope, platform);
  if (!login) throw new Error(`The victim has no connected ${platform} login`);
  // Stored directly: this suite is about tenancy, not about what the platform lets one add.
  const [adAccount] = await insertAdAccounts(db(), scope, [
    {
      platform,
      platformAccountId: login.id,
      platformAdAccountId: SANDBOX_AD_ACCOUNT_IDS[platform],
      resourceName: SANDBOX_RESOURCE_NAMES[platform],
      name: 'Victim Ads',
      connectionStatus: 'CONNECTED',
      connectedAt: new Date(),
    },
  ]);
  const template = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/${platform}/urlTemplate?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: {
      ...templateInput(platform),
      name: VICTIM_TEMPLATE_NAME,
      urlTemplate: { victim_key: { value: 'v', isDynamic: false } },
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const urlTemplateId: string = template.json().content.id;
  const assigned = await testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/${platform}/ads/accounts?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: {
      platform,
      organization_id: owner.organization.id,
      resourceNames: [adAccount?.resourceName],
      changes: { urlTemplateId },
    },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const [run] = await insertTaggingRuns(db(), scope, [
    {
      adAccountId: adAccount!.id,
      platform,
      platformAdAccountId: SANDBOX_AD_ACCOUNT_IDS[platform],
      accountName: 'Victim Ads',
      source: 'manual',
      updateMode: 'direct',
    },
  ]);
  const urlFields = { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: [] };
  await writeRunResults(db(), owner.organization.id, [
    {
      runId: run!.id,
      resourceName: `${SANDBOX_RESOURCE_NAMES[platform]}/ads/1`,
      status: 'not_supported',
      level: 'campaign',
      campaignId: '1',
      campaignName: 'Victim campaign',
      campaignType: platform === 'google' ? 'PERFORMANCE_MAX' : 'SPONSORED_UPDATES',
      adId: '1',
      adName: 'Victim ad',
      toUtm: 'victim_key=v',
      before: urlFields,
      after: urlFields,
    },
  ]);
  await db()
    .update(taggingRuns)
    .set({
      state: 'completed',
      finishedAt: new Date(),
      counts: { ...EMPTY_RUN_COUNTS, total: 1, not_supported: 1 },
    })
    .where(eq(taggingRuns.id, run!.id));
  return {
    platformEmail: login.email,
    adAccountId: SANDBOX_AD_ACCOUNT_IDS[platform],
    adAccountResourceName: adAccount?.resourceName ?? '',
    urlTemplateId,
    runId: run!.id,
  };
}

/** An organization with everything an attack could aim at: members, keys, invitations, platforms. */
async function setUpVictim(label: string): Promise<Victim> {
  const owner = await createTestAccount(db(), label, 'Victim Co');
  const member = await createTestAccount(db(), `${label}Member`);
  await addMember(db(), owner.organization.id, member, 'member');
  const ownerCookie = await signIn(testApp.app, owner);
  const key = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: asBrowser(ownerCookie),
    payload: { name: 'Victim key', role: 'admin' },
  });
  const invitedEmail = uniqueEmail(`${label}invitee`);
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/invite-user?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: { email: invitedEmail, role: 'admin' },
  });
  const mail = await readLatestMail(db(), invitedEmail);
  const google = await setUpVictimPlatform(owner, ownerCookie, 'google');
  const linkedin = await setUpVictimPlatform(owner, ownerCookie, 'linkedin');
  const brandId = await setUpVictimBrief(owner, ownerCookie, google);
  const searchTermRunId = await setUpVictimSearchTermRun(owner, google);
  const negativeBatchId = await setUpVictimNegativeBatch(owner, google);
  return {
    owner,
    ownerCookie,
    member,
    invitedEmail,
    apiKeyId: key.json().content.apiKey.id,
    invitationToken: findLinkParameter(mail.textBody, '/handle-invitation', 'tkn'),
    platforms: { google, linkedin },
    brandId,
    searchTermRunId,
    negativeBatchId,
  };
}

/** A finished negative keyword batch of the victim's Google ad account (stored directly). */
async function setUpVictimNegativeBatch(
  owner: TestAccount,
  google: VictimPlatform,
): Promise<string> {
  const scope = grantOrganizationScope(owner.organization.id, 'owner');
  const [adAccount] = await findAdAccountsByResourceNames(db(), scope, 'google', [
    google.adAccountResourceName,
  ]);
  const batch = await insertNegativeBatch(
    db(),
    scope,
    {
      adAccountId: adAccount!.id,
      customerId: google.adAccountId,
      level: 'campaign',
      sharedList: null,
      campaignIds: ['1'],
      adGroupIds: [],
    },
    [{ kind: 'campaignCriterion', text: 'victim negative', matchType: 'EXACT', campaignId: '1' }],
  );
  await db()
    .update(negativeKeywordBatches)
    .set({ state: 'completed', finishedAt: new Date() })
    .where(eq(negativeKeywordBatches.id, batch.id));
  return batch.id;
}

/** A finished validation run of the victim's Google ad account (stored directly, as its runs are). */
async function setUpVictimSearchTermRun(
  owner: TestAccount,
  google: VictimPlatform,
): Promise<string> {
  const scope = grantOrganizationScope(owner.organization.id, 'owner');
  const [adAccount] = await findAdAccountsByResourceNames(db(), scope, 'google', [
    google.adAccountResourceName,
  ]);
  const [run] = await db()
    .insert(searchTermRuns)
    .values({
      organizationId: owner.organization.id,
      adAccountId: adAccount!.id,
      accountName: 'Victim Ads',
      resourceName: google.adAccountResourceName,
      state: 'completed',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-30',
      finishedAt: new Date(),
    })
    .returning();
  return run!.id;
}

/** A brief with rules and an example, assigned to the victim's Google ad account. */
async function setUpVictimBrief(
  owner: TestAccount,
  ownerCookie: string,
  google: VictimPlatform,
): Promise<string> {
  const organizationId = owner.organization.id;
  const brief = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/searchTerms/brands?organization_id=${organizationId}`,
    headers: asBrowser(ownerCookie),
    payload: briefInput(VICTIM_BRIEF_NAME),
  });
  expect(brief.statusCode, brief.body).toBe(201);
  const brandId: string = brief.json().content.id;
  const rules = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/searchTerms/ai-rules?organization_id=${organizationId}`,
    headers: asBrowser(ownerCookie),
    payload: {
      brandId,
      general_rules: [{ description: 'Victim rule' }],
      search_terms: [
        {
          searchTerm: 'victim term',
          isExclude: true,
          category: 'brand',
          source: 'User',
          inUse: true,
        },
      ],
    },
  });
  expect(rules.statusCode, rules.body).toBe(201);
  const assigned = await testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/google/ads/accounts?organization_id=${organizationId}`,
    headers: asBrowser(ownerCookie),
    payload: {
      platform: 'google',
      organization_id: organizationId,
      resourceNames: [google.adAccountResourceName],
      changes: { brandId },
    },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return brandId;
}

beforeAll(async () => {
  // Runs are queued, never executed: the positive control of startTaggingRun needs the queue.
  testApp = await buildTestApp({
    runWorkers: 'queue-only',
    env: { RUN_WAIT_TIMEOUT_SECONDS: '1' },
  });
  protectedOperations = listProtectedOperations((await loadContract()).document);
  victim = await setUpVictim('Victim');

  // The attacker owns their organization: the strongest role, just not in the victim's.
  const account = await createTestAccount(db(), 'Attacker', 'Attacker Co');
  const cookie = await signIn(testApp.app, account);
  const attackerKey = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${account.organization.id}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name: 'Attacker key', role: 'admin' },
  });
  attacker = { account, cookie, apiKeySecret: attackerKey.json().content.secret };
});

afterAll(async () => {
  await testApp.close();
});

/** The victim's files among the uploads: names and sizes. */
async function listVictimUploads(): Promise<string[]> {
  const owner = await findUserById(db(), victim.owner.user.id);
  const organization = await findOrganization(
    db(),
    grantOrganizationScope(victim.owner.organization.id, 'owner'),
  );
  const paths = [owner?.profilePicturePath, organization?.logoPath].filter(
    (value): value is string => typeof value === 'string',
  );
  const files = await readdir(testApp.config.uploadsDir, { recursive: true }).catch(() => []);
  const sizes = await Promise.all(
    files.map(async (file) => {
      const info = await stat(path.join(testApp.config.uploadsDir, String(file)));
      return `${String(file)}:${String(info.size)}`;
    }),
  );
  return [
    ...paths,
    ...sizes.filter((entry) => paths.some((p) => entry.includes(path.basename(p)))),
  ];
}

/** Everything an attack could change or reveal, read straight from the database and the disk. */
async function snapshotVictim(): Promise<string> {
  const scope = grantOrganizationScope(victim.owner.organization.id, 'owner');
  const victimUserIds = [victim.owner.user.id, victim.member.user.id];
  const victimSubjects = new Set([
    ...victimUserIds,
    victim.owner.email,
    victim.member.email,
    victim.invitedEmail,
  ]);
  const tokens = await db().select().from(expiringTokens);
  return JSON.stringify({
    organization: await findOrganization(db(), scope),
    members: await listMembers(db(), scope),
    apiKeys: (await listApiKeys(db(), scope)).map(({ lastUsedAt: _ignored, ...key }) => key),
    workspaces: await listWorkspaces(db(), scope),
    subscription: await findSubscription(db(), scope),
    invoices: await listInvoices(db(), scope),
    owner: await findUserById(db(), victim.owner.user.id),
    member: await findUserById(db(), victim.member.user.id),
    platformAccounts: await Promise.all(
      PLATFORMS.map((platform) => listLinkedPlatformAccounts(db(), scope, platform)),
    ),
    adAccounts: await Promise.all(
      PLATFORMS.map((platform) => listAdAccounts(db(), scope, platform)),
    ),
    urlTemplates: await Promise.all(
      PLATFORMS.map((platform) => listUrlTemplates(db(), scope, platform)),
    ),
    briefs: await listBriefs(db(), scope),
    searchTermRuns: await db()
      .select()
      .from(searchTermRuns)
      .where(eq(searchTermRuns.organizationId, scope.organizationId))
      .orderBy(searchTermRuns.id),
    negativeKeywordBatches: await db()
      .select()
      .from(negativeKeywordBatches)
      .where(eq(negativeKeywordBatches.organizationId, scope.organizationId))
      .orderBy(negativeKeywordBatches.id),
    aiRules: await listAiRules(db(), scope),
    connectAttempts: await countConnectAttempts(db(), scope),
    runs: await db()
      .select()
      .from(taggingRuns)
      .where(eq(taggingRuns.organizationId, scope.organizationId))
      .orderBy(taggingRuns.id),
    runResults: await db()
      .select()
      .from(runResults)
      .where(eq(runResults.organizationId, scope.organizationId))
      .orderBy(runResults.id),
    changeHistory: await db()
      .select()
      .from(adChangeHistory)
      .where(eq(adChangeHistory.organizationId, scope.organizationId)),
    sessions: await db()
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, victimUserIds))
      .orderBy(sessions.id),
    tokens: tokens
      .filter(
        (token) =>
          victimSubjects.has(token.subject) ||
          Object.values(token.payload).some(
            (value) => victimSubjects.has(value) || value === victim.owner.organization.id,
          ),
      )
      .sort((left, right) => left.id.localeCompare(right.id)),
    uploads: await listVictimUploads(),
  });
}

async function send(
  request: AttemptedRequest,
  credentials: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const { headers, ...rest } = request;
  return testApp.app.inject({ ...rest, headers: { ...credentials, ...headers } } as never);
}

function listAttacks(): [string, Platform][] {
  return Object.keys(ISOLATION_CASES).flatMap((operationId) =>
    platformsOf(operationId).map((platform): [string, Platform] => [operationId, platform]),
  );
}

describe('tenant isolation', () => {
  it('has an entry for every protected operation of the contract, and none for others', () => {
    expect(Object.keys(ISOLATION_CASES).sort()).toEqual([...protectedOperations.keys()].sort());
  });

  it('tries every operation under /{platform}/ on each platform', () => {
    expect(platformsOf('listAdAccounts')).toEqual(PLATFORMS);
    expect(platformsOf('getUser')).toEqual(['google']);
  });

  it.each(listAttacks())(
    '%s (%s) answers 403/404 to another organization and changes nothing',
    async (operationId, platform) => {
      const isolationCase = ISOLATION_CASES[operationId]!;
      const schemes = protectedOperations.get(operationId) ?? [];
      expect(schemes.length).toBeGreaterThan(0);
      for (const scheme of schemes) {
        const before = await snapshotVictim();
        const credentials =
          scheme === 'cookieSession'
            ? asBrowser(attacker.cookie)
            : { authorization: `Bearer ${attacker.apiKeySecret}` };
        const response = await send(
          isolationCase.request({
            victim,
            callerOrganizationId: attacker.account.organization.id,
            platform,
            on: victim.platforms[platform],
          }),
          credentials,
        );
        const expected = isolationCase.expectedStatuses ?? [403, 404];
        expect(expected, `${operationId} via ${scheme}: ${response.body}`).toContain(
          response.statusCode,
        );
        if (isolationCase.expectedLocation !== undefined) {
          expect(response.headers.location).toBe(isolationCase.expectedLocation);
        }
        expect(response.body).not.toContain(victim.owner.email);
        for (const held of PLATFORMS) {
          expect(response.body).not.toContain(victim.platforms[held].platformEmail);
        }
        expect(response.body).not.toContain('Victim Co');
        expect(response.body).not.toContain(VICTIM_TEMPLATE_NAME);
        expect(response.body).not.toContain(VICTIM_BRIEF_NAME);
        expect(response.body).not.toContain('Victim rule');
        expect(response.body).not.toContain('victim_key');
        expect(response.body).not.toContain('Victim campaign');
        expect(response.body).not.toContain('Victim Ads');
        expect(await snapshotVictim(), `${operationId} via ${scheme} changed the victim`).toBe(
          before,
        );
      }
    },
  );

  // The same requests from the victim's own owner succeed: the attacker's 403/404 above is the
  // tenancy check refusing, not a malformed request or an id that names nothing. A request that
  // changes data gets an organization of its own, so the shared victim stays as it was.
  it.each(listAttacks().filter(([operationId]) => ISOLATION_CASES[operationId]!.ownerStatuses))(
    '%s (%s) answers the victim’s own owner (positive control)',
    async (operationId, platform) => {
      const isolationCase = ISOLATION_CASES[operationId]!;
      const probe = isolationCase.request({
        victim,
        callerOrganizationId: victim.owner.organization.id,
        platform,
        on: victim.platforms[platform],
      });
      const owned = probe.method === 'GET' ? victim : await setUpVictim('Control');
      const response = await send(
        isolationCase.request({
          victim: owned,
          callerOrganizationId: owned.owner.organization.id,
          platform,
          on: owned.platforms[platform],
        }),
        asBrowser(owned.ownerCookie),
      );
      expect(isolationCase.ownerStatuses, `${operationId}: ${response.body}`).toContain(
        response.statusCode,
      );
      if (isolationCase.expectedLocation !== undefined) {
        expect(response.headers.location).not.toBe(isolationCase.expectedLocation);
      }
    },
  );

  it("lists only the caller's own organizations", async () => {
    for (const headers of [
      { cookie: attacker.cookie },
      { authorization: `Bearer ${attacker.apiKeySecret}` },
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/organizations',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().content.map((item: { id: string }) => item.id)).toEqual([
        attacker.account.organization.id,
      ]);
    }
  });
});
