import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import {
  listLinkedPlatformAccounts,
  type PlatformAccountRow,
} from '../../src/features/ad-platforms/repositories/platform-account-repository.js';
import type { TestApp } from '../helpers/build-test-app.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { connectLogin, readOutcome } from '../helpers/platform-connect.js';

// An organization with signed-in owner, and calls of the ad-platform routes as its browser.

export interface Organization {
  owner: TestAccount;
  cookie: string;
  id: string;
}

export async function createOrganization(testApp: TestApp, label: string): Promise<Organization> {
  const owner = await createTestAccount(testApp.testDatabase.database.db, label);
  return { owner, cookie: await signIn(testApp.app, owner), id: owner.organization.id };
}

export async function connect(
  app: FastifyInstance,
  organization: Organization,
  platform: 'google' | 'linkedin',
  email: string,
): Promise<void> {
  const done = await connectLogin(app, organization.cookie, {
    platform,
    organizationId: organization.id,
    loginHint: email,
  });
  expect(readOutcome(done)).toEqual({ status: 'true', email });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of `/api/v1/{platform}/ads/{resource}` as the organization's owner. */
export async function callAds(
  app: FastifyInstance,
  organization: Organization,
  method: Method,
  path: string,
  payload?: Record<string, unknown>,
  cookie: string = organization.cookie,
): Promise<LightMyRequestResponse> {
  // The platform-wide catalogues take no organization, and an unknown query parameter is a 400.
  const isCatalogue = /\/(defaultUrlTemplate|hubSpotUrlTemplate|dynamicValues)$/.test(path);
  return app.inject({
    method,
    url: isCatalogue ? `/api/v1/${path}` : `/api/v1/${path}?organization_id=${organization.id}`,
    headers: asBrowser(cookie),
    ...(payload && { payload }),
  });
}

export function addPayload(
  organization: Organization,
  platform: string,
  email: string,
  adAccountIds: (string | number)[],
): Record<string, unknown> {
  return { platform, organization_id: organization.id, email, adAccountIds };
}

export interface AdAccountBody {
  resourceName: string;
  adAccountId: string;
  name: string;
  enabled: boolean;
  autoTaggingEnabledAt?: string | null;
  connectionStatus: string;
  connectionError: string | null;
  taggingStatus: string;
  nextRun?: { nextJobTime: string } | null;
  platformAccountEmail: string;
  urlTemplate: { id: string; name: string } | null;
  brand: { id: string; name: string } | null;
}

export async function listAdAccounts(
  app: FastifyInstance,
  organization: Organization,
  platform: 'google' | 'linkedin',
): Promise<AdAccountBody[]> {
  const response = await callAds(app, organization, 'GET', `${platform}/ads/accounts`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: AdAccountBody[] }).content;
}

export interface PlatformAccountBody {
  email: string;
  connectionStatus: string;
  connectionError: string | null;
  missingAbilities: string[];
  accounts: { id: string; name: string | null; isConnected: boolean; isReadOnly: boolean }[];
}

export async function listPlatformAccounts(
  app: FastifyInstance,
  organization: Organization,
  platform: 'google' | 'linkedin',
): Promise<PlatformAccountBody[]> {
  const response = await callAds(app, organization, 'GET', `${platform}/ads/platformAccounts`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: PlatformAccountBody[] }).content;
}

/** The organization's linked logins as stored (tokens sealed). */
export async function listStoredLogins(
  testApp: TestApp,
  owner: TestAccount,
  platform: 'google' | 'linkedin',
): Promise<PlatformAccountRow[]> {
  const scope = grantOrganizationScope(owner.organization.id, 'owner');
  return listLinkedPlatformAccounts(testApp.testDatabase.database.db, scope, platform);
}
