import { EMPTY_RUN_COUNTS } from '@utmost/ads-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggingRuns } from '../src/db/schema.js';
import { writeRunResults } from '../src/repositories/run-result-repository.js';
import { insertTaggingRuns } from '../src/repositories/tagging-run-repository.js';
import { HTTP_METHODS, loadContract } from '../src/contract/load-contract.js';
import type { OpenApiDocument } from '../src/contract/openapi-types.js';
import { insertAdAccounts, listAdAccounts } from '../src/repositories/ad-account-repository.js';
import { listApiKeys } from '../src/repositories/api-key-repository.js';
import { listMembers } from '../src/repositories/membership-repository.js';
import { findOrganization } from '../src/repositories/organization-repository.js';
import { grantOrganizationScope } from '../src/repositories/organization-scope.js';
import { listLinkedPlatformAccounts } from '../src/repositories/platform-account-repository.js';
import { countConnectAttempts } from '../src/repositories/platform-connect-attempt-repository.js';
import { listUrlTemplates } from '../src/repositories/url-template-repository.js';
import { findSubscription } from '../src/repositories/subscription-repository.js';
import { findUserById } from '../src/repositories/user-repository.js';
import { listWorkspaces } from '../src/repositories/workspace-repository.js';
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

interface Victim {
  owner: TestAccount;
  member: TestAccount;
  apiKeyId: string;
  invitationToken: string;
  /** The victim's connected Google login and one ad account reached through it. */
  platformEmail: string;
  adAccountResourceName: string;
  /** The victim's Google tracking template, assigned to that ad account. */
  urlTemplateId: string;
  /** A finished tagging run of that ad account, with one result. */
  runId: string;
}

interface Attacker {
  account: TestAccount;
  cookie: string;
  /** An admin API key of the attacker's own organization. */
  apiKeySecret: string;
}

interface AttemptedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

interface IsolationCase {
  request: (victim: Victim, attacker: Attacker) => AttemptedRequest;
  /** 403 or 404 unless said otherwise (an invitation token is its own authority: 400). */
  expectedStatuses?: readonly number[];
  /** For redirecting operations: where the refusal must send the browser. */
  expectedLocation?: string;
}

const SANDBOX_AD_ACCOUNT_ID = '4120000001';
const VICTIM_TEMPLATE_NAME = 'Victim Search UTMs';

const templateInput = {
  name: 'Planted template',
  platformType: 'google',
  urlTemplate: { utm_source: { value: 'planted', isDynamic: false } },
};

const organizationInput = {
  name: 'Taken Over',
  legalName: 'Taken Over Ltd',
  contactEmail: 'attacker@example.com',
  billingEmail: 'attacker@example.com',
};

const ISOLATION_CASES: Record<string, IsolationCase> = {
  logoutUser: {
    request: (victim) => ({ method: 'POST', url: `/api/v1/users/${victim.owner.user.id}/logout` }),
  },
  handleUserInvitation: {
    request: (victim) => ({
      method: 'POST',
      url: '/api/v1/users/handle-user-invitation',
      payload: { tkn: victim.invitationToken },
    }),
    expectedStatuses: [400],
  },
  inviteUser: {
    request: (victim) => ({
      method: 'POST',
      url: `/api/v1/users/invite-user?organization_id=${victim.owner.organization.id}`,
      payload: { email: uniqueEmail('planted'), role: 'admin' },
    }),
  },
  getUser: {
    request: (victim) => ({ method: 'GET', url: `/api/v1/users/${victim.owner.user.id}` }),
  },
  // Always the caller's own address: no user is named, so nothing of the victim's is reachable.
  resendVerificationEmail: {
    request: () => ({ method: 'POST', url: '/api/v1/users/resend-verification-email' }),
    expectedStatuses: [200],
  },
  updateUser: {
    request: (victim) => ({
      method: 'PUT',
      url: `/api/v1/users/${victim.owner.user.id}`,
      payload: { firstName: 'Hacked', lastName: 'Name' },
    }),
  },
  uploadProfilePicture: {
    request: (victim) => {
      const body = buildMultipart(TINY_PNG);
      return {
        method: 'POST',
        url: `/api/v1/users/${victim.owner.user.id}/profile-picture`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  listOrganizations: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/organizations?user_id=${victim.owner.user.id}`,
    }),
  },
  getOrganization: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}`,
    }),
  },
  updateOrganization: {
    request: (victim) => ({
      method: 'PUT',
      url: `/api/v1/organizations/${victim.owner.organization.id}`,
      payload: organizationInput,
    }),
  },
  uploadOrganizationLogo: {
    request: (victim) => {
      const body = buildMultipart(TINY_PNG);
      return {
        method: 'POST',
        url: `/api/v1/organizations/${victim.owner.organization.id}/logo`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  listOrganizationMembers: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}/members`,
    }),
  },
  deleteOrganizationUser: {
    request: (victim) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${victim.owner.organization.id}`,
      payload: { email: victim.member.email },
    }),
  },
  assignUserRole: {
    request: (victim) => ({
      method: 'PUT',
      url: `/api/v1/organizations/assign-user-role?organization_id=${victim.owner.organization.id}`,
      payload: { email: victim.member.email, role: 'owner' },
    }),
  },
  listApiKeys: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/organizations/${victim.owner.organization.id}/api-keys`,
    }),
  },
  createApiKey: {
    request: (victim) => ({
      method: 'POST',
      url: `/api/v1/organizations/${victim.owner.organization.id}/api-keys`,
      payload: { name: 'Backdoor', role: 'admin' },
    }),
  },
  revokeApiKey: {
    // The victim's key through the attacker's OWN organization: ids do not cross tenants.
    request: (victim, attacker) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/${attacker.account.organization.id}/api-keys/${victim.apiKeyId}`,
    }),
  },
  listWorkspaces: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/workspaces?organization_id=${victim.owner.organization.id}`,
    }),
  },
  listAdAccounts: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/ads/accounts?organization_id=${victim.owner.organization.id}`,
    }),
  },
  addAdAccounts: {
    request: (victim) => ({
      method: 'POST',
      url: `/api/v1/google/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform: 'google',
        organization_id: victim.owner.organization.id,
        email: victim.platformEmail,
        adAccountIds: [SANDBOX_AD_ACCOUNT_ID],
      },
    }),
  },
  updateAdAccounts: {
    request: (victim) => ({
      method: 'PUT',
      url: `/api/v1/google/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform: 'google',
        organization_id: victim.owner.organization.id,
        resourceNames: [victim.adAccountResourceName],
        changes: { enabled: false },
      },
    }),
  },
  removeAdAccounts: {
    request: (victim) => ({
      method: 'DELETE',
      url: `/api/v1/google/ads/accounts?organization_id=${victim.owner.organization.id}`,
      payload: {
        platform: 'google',
        organization_id: victim.owner.organization.id,
        resourceNames: [victim.adAccountResourceName],
      },
    }),
  },
  listPlatformAccounts: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/ads/platformAccounts?organization_id=${victim.owner.organization.id}`,
    }),
  },
  disconnectPlatformAccount: {
    request: (victim) => ({
      method: 'DELETE',
      url: `/api/v1/google/ads/platformAccounts?organization_id=${victim.owner.organization.id}`,
      payload: { email: victim.platformEmail },
    }),
  },
  startPlatformConnection: {
    // The popup cannot show a JSON error: the refusal goes back to it, and no attempt is stored.
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/authenticate?organization_id=${victim.owner.organization.id}&redirect_url=${encodeURIComponent(SUCCESS_URL)}`,
    }),
    expectedStatuses: [302],
    expectedLocation: `${SUCCESS_URL}?status=false&error=forbidden`,
  },
  listUrlTemplates: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/urlTemplates?organization_id=${victim.owner.organization.id}`,
    }),
  },
  saveUrlTemplate: {
    // The victim's template through the attacker's OWN organization: ids do not cross tenants.
    request: (victim, attacker) => ({
      method: 'POST',
      url: `/api/v1/google/urlTemplate?organization_id=${attacker.account.organization.id}`,
      payload: { ...templateInput, id: victim.urlTemplateId },
    }),
  },
  deleteUrlTemplates: {
    request: (victim, attacker) => ({
      method: 'DELETE',
      url: `/api/v1/google/urlTemplate?organization_id=${attacker.account.organization.id}`,
      payload: { templatesId: [victim.urlTemplateId], confirmInUse: true },
    }),
  },
  previewUrlTemplate: {
    // The victim's ad account (its sample ad) through the attacker's own organization.
    request: (victim, attacker) => ({
      method: 'POST',
      url: `/api/v1/google/urlTemplate/preview?organization_id=${attacker.account.organization.id}`,
      payload: {
        urlTemplate: templateInput.urlTemplate,
        resourceName: victim.adAccountResourceName,
      },
    }),
  },
  listTemplateKeys: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/templateKeys?organization_id=${victim.owner.organization.id}`,
    }),
  },
  // The platform's catalogue: no organization is named, so there is nothing of the victim's to
  // reach; they answer anyone signed in, and the checks below still hold (nothing leaks or moves).
  getDefaultUrlTemplate: {
    request: () => ({ method: 'GET', url: '/api/v1/google/defaultUrlTemplate' }),
    expectedStatuses: [200],
  },
  getHubSpotUrlTemplate: {
    request: () => ({ method: 'GET', url: '/api/v1/google/hubSpotUrlTemplate' }),
    expectedStatuses: [200],
  },
  listDynamicValues: {
    request: () => ({ method: 'GET', url: '/api/v1/google/dynamicValues' }),
    expectedStatuses: [200],
  },
  startTaggingRun: {
    // The victim's ad account through the attacker's own organization: nothing is queued.
    request: (victim, attacker) => ({
      method: 'POST',
      url: `/api/v1/google/ads/autoUrlTemplate?organization_id=${attacker.account.organization.id}`,
      payload: { adAccounts: [victim.adAccountResourceName] },
    }),
  },
  listTaggingJobRuns: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/google/job/autoTagging/jobruns?organization_id=${victim.owner.organization.id}`,
    }),
  },
  listRunHistory: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/run-history?organization_id=${victim.owner.organization.id}`,
    }),
  },
  listRunHistoryAccounts: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/run-history/accounts?organization_id=${victim.owner.organization.id}`,
    }),
  },
  listRunDetails: {
    // The victim's run through the attacker's own organization: runs do not cross tenants.
    request: (victim, attacker) => ({
      method: 'GET',
      url: `/api/v1/run-history/google/run-details?organization_id=${attacker.account.organization.id}&accountId=${SANDBOX_AD_ACCOUNT_ID}&jobId=${victim.runId}`,
    }),
  },
  getRunMetadata: {
    request: (victim, attacker) => ({
      method: 'GET',
      url: `/api/v1/run-history/google/run-metadata?organization_id=${attacker.account.organization.id}&accountId=${SANDBOX_AD_ACCOUNT_ID}&jobId=${victim.runId}`,
    }),
  },
  listNotSupported: {
    request: (victim, attacker) => ({
      method: 'GET',
      url: `/api/v1/run-history/not-supported?organization_id=${attacker.account.organization.id}&platform=google&accountId=${SANDBOX_AD_ACCOUNT_ID}&jobId=${victim.runId}`,
    }),
  },
  getSubscription: {
    request: (victim) => ({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${victim.owner.organization.id}`,
    }),
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

beforeAll(async () => {
  testApp = await buildTestApp();
  protectedOperations = listProtectedOperations((await loadContract()).document);

  const owner = await createTestAccount(db(), 'Victim', 'Victim Co');
  const member = await createTestAccount(db(), 'VictimMember');
  await addMember(db(), owner.organization.id, member, 'member');
  const ownerCookie = await signIn(testApp.app, owner);
  const key = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: asBrowser(ownerCookie),
    payload: { name: 'Victim key', role: 'admin' },
  });
  const invitedEmail = uniqueEmail('victiminvitee');
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/invite-user?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: { email: invitedEmail, role: 'admin' },
  });
  const mail = await readLatestMail(db(), invitedEmail);
  await connectLogin(testApp.app, ownerCookie, {
    platform: 'google',
    organizationId: owner.organization.id,
    loginHint: SANDBOX_LOGINS.google,
  });
  const scope = grantOrganizationScope(owner.organization.id, 'owner');
  const [login] = await listLinkedPlatformAccounts(db(), scope, 'google');
  if (!login) throw new Error('The victim has no connected login');
  // Stored directly: this suite is about tenancy, not about what the platform lets one add.
  const [adAccount] = await insertAdAccounts(db(), scope, [
    {
      platform: 'google',
      platformAccountId: login.id,
      platformAdAccountId: SANDBOX_AD_ACCOUNT_ID,
      resourceName: `customers/${SANDBOX_AD_ACCOUNT_ID}`,
      name: 'Victim Ads',
      connectionStatus: 'CONNECTED',
      connectedAt: new Date(),
    },
  ]);
  const template = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/urlTemplate?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: {
      ...templateInput,
      name: VICTIM_TEMPLATE_NAME,
      urlTemplate: { victim_key: { value: 'v', isDynamic: false } },
    },
  });
  const urlTemplateId: string = template.json().content.id;
  const assigned = await testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/google/ads/accounts?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: {
      platform: 'google',
      organization_id: owner.organization.id,
      resourceNames: [adAccount?.resourceName],
      changes: { urlTemplateId },
    },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const [run] = await insertTaggingRuns(db(), scope, [
    {
      adAccountId: adAccount!.id,
      platform: 'google',
      platformAdAccountId: SANDBOX_AD_ACCOUNT_ID,
      accountName: 'Victim Ads',
      source: 'manual',
      updateMode: 'direct',
    },
  ]);
  const urlFields = { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: [] };
  await writeRunResults(db(), owner.organization.id, [
    {
      runId: run!.id,
      resourceName: `customers/${SANDBOX_AD_ACCOUNT_ID}/ads/1`,
      status: 'not_supported',
      level: 'campaign',
      campaignId: '1',
      campaignName: 'Victim campaign',
      campaignType: 'PERFORMANCE_MAX',
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
  victim = {
    owner,
    member,
    apiKeyId: key.json().content.apiKey.id,
    invitationToken: findLinkParameter(mail.textBody, '/handle-invitation', 'tkn'),
    platformEmail: login.email,
    adAccountResourceName: adAccount?.resourceName ?? '',
    urlTemplateId,
    runId: run!.id,
  };

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

/** Everything an attack could change or reveal, read straight from the database. */
async function snapshotVictim(): Promise<string> {
  const scope = grantOrganizationScope(victim.owner.organization.id, 'owner');
  return JSON.stringify({
    organization: await findOrganization(db(), scope),
    members: await listMembers(db(), scope),
    apiKeys: (await listApiKeys(db(), scope)).map(({ lastUsedAt: _ignored, ...key }) => key),
    workspaces: await listWorkspaces(db(), scope),
    subscription: await findSubscription(db(), scope),
    owner: await findUserById(db(), victim.owner.user.id),
    platformAccounts: await listLinkedPlatformAccounts(db(), scope, 'google'),
    adAccounts: await listAdAccounts(db(), scope, 'google'),
    urlTemplates: await listUrlTemplates(db(), scope, 'google'),
    connectAttempts: await countConnectAttempts(db(), scope),
    runs: await db()
      .select()
      .from(taggingRuns)
      .where(eq(taggingRuns.organizationId, scope.organizationId)),
  });
}

describe('tenant isolation', () => {
  it('has an entry for every protected operation of the contract, and none for others', () => {
    expect(Object.keys(ISOLATION_CASES).sort()).toEqual([...protectedOperations.keys()].sort());
  });

  it.each(Object.entries(ISOLATION_CASES))(
    '%s answers 403/404 to another organization and changes nothing',
    async (operationId, isolationCase) => {
      const schemes = protectedOperations.get(operationId) ?? [];
      expect(schemes.length).toBeGreaterThan(0);
      for (const scheme of schemes) {
        const before = await snapshotVictim();
        const { headers, ...request } = isolationCase.request(victim, attacker);
        const credentials =
          scheme === 'cookieSession'
            ? asBrowser(attacker.cookie)
            : { authorization: `Bearer ${attacker.apiKeySecret}` };
        const response = await testApp.app.inject({
          ...request,
          headers: { ...credentials, ...headers },
        } as never);
        const expected = isolationCase.expectedStatuses ?? [403, 404];
        expect(expected, `${operationId} via ${scheme}: ${response.body}`).toContain(
          response.statusCode,
        );
        if (isolationCase.expectedLocation !== undefined) {
          expect(response.headers.location).toBe(isolationCase.expectedLocation);
        }
        expect(response.body).not.toContain(victim.owner.email);
        expect(response.body).not.toContain(victim.platformEmail);
        expect(response.body).not.toContain('Victim Co');
        expect(response.body).not.toContain(VICTIM_TEMPLATE_NAME);
        expect(response.body).not.toContain('victim_key');
        expect(response.body).not.toContain('Victim campaign');
        expect(response.body).not.toContain('Victim Ads');
        expect(await snapshotVictim(), `${operationId} via ${scheme} changed the victim`).toBe(
          before,
        );
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
