import type { RunResultCounts } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  addPayload,
  callAds,
  connect,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { installKeyHeaders } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import {
  assignTemplate,
  postTemplate,
  readContent,
  staticEntry,
  dynamicEntry,
  type Platform,
  type TemplateEntryBody,
  type UrlTemplateBody,
} from '../url-templates/url-template-fixtures.js';

// Tagging runs through the API as an organization's owner, over the mounted sandbox.

/** Fast retries and waits, so injected faults and resumed runs do not slow the suite. */
export const RUN_TEST_ENV = {
  ...AD_PLATFORM_TEST_ENV,
  RUN_RETRY_DELAY_MS: '20',
  RUN_STALE_AFTER_SECONDS: '2',
};

export const ENGINES = {
  login: SANDBOX_AD_CATALOG.google.logins.ada,
  id: SANDBOX_AD_CATALOG.google.customers.engines,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.engines}`,
};
export const APOLLO = {
  login: SANDBOX_AD_CATALOG.linkedin.logins.margaret,
  id: String(SANDBOX_AD_CATALOG.linkedin.accounts.apollo),
  resourceName: `urn:li:sponsoredAccount:${SANDBOX_AD_CATALOG.linkedin.accounts.apollo}`,
};

/**
 * Google: the UTMs one seeded ad already carries exactly (so the first run skips it). LinkedIn: a
 * creative-name value some creatives lack (so those are partially updated).
 */
export const RUN_TEMPLATES: Record<Platform, Record<string, TemplateEntryBody>> = {
  google: {
    utm_source: staticEntry('google'),
    utm_medium: staticEntry('cpc'),
    utm_campaign: staticEntry('engines'),
  },
  linkedin: {
    utm_source: staticEntry('linkedin'),
    utm_medium: staticEntry('paid_social'),
    utm_campaign: dynamicEntry('{campaign_name}'),
    utm_content: dynamicEntry('{creative_name}'),
  },
};

export interface RunOutcomeBody {
  resourceName: string;
  state: string;
  resumesAt: string | null;
  jobId: string | null;
  reason: string | null;
  counts: RunResultCounts | null;
}

/** Connects the login, adds the account and assigns it a new template. */
export async function prepareAccount(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  account: { login: string; id: string; resourceName: string },
): Promise<UrlTemplateBody> {
  await connect(app, organization, platform, account.login);
  const added = await callAds(
    app,
    organization,
    'POST',
    `${platform}/ads/accounts`,
    addPayload(organization, platform, account.login, [account.id]),
  );
  expect(added.statusCode, added.body).toBe(201);
  const template = readContent<UrlTemplateBody>(
    await postTemplate(app, organization, platform, {
      name: `Run template ${platform}`,
      platformType: platform,
      urlTemplate: RUN_TEMPLATES[platform],
    }),
    201,
  );
  await assignTemplate(app, organization, platform, [account.resourceName], template.id);
  return template;
}

export function startRun(
  app: FastifyInstance,
  organization: Organization,
  platform: string,
  adAccounts: unknown,
  updateApi?: string,
  cookie: string = organization.cookie,
): Promise<LightMyRequestResponse> {
  const mode = updateApi === undefined ? '' : `&update_api=${updateApi}`;
  return app.inject({
    method: 'POST',
    url: `/api/v1/${platform}/ads/autoUrlTemplate?organization_id=${organization.id}${mode}`,
    headers: asBrowser(cookie),
    payload: { adAccounts },
  });
}

/** Starts a run and answers its one outcome, which must have completed. */
export async function runToCompletion(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  resourceName: string,
  updateApi?: string,
): Promise<RunOutcomeBody> {
  const [outcome] = readContent<RunOutcomeBody[]>(
    await startRun(app, organization, platform, [resourceName], updateApi),
  );
  expect(outcome?.state, JSON.stringify(outcome)).toBe('completed');
  return outcome!;
}

export interface RunDetailBody {
  id: string;
  status: string;
  errorType: string | null;
  toUtm: string;
  level: string;
  parsedAsset: Record<string, string | null>;
  ignoredParameters: { name: string; reason: string }[];
  notSupportedReason: string | null;
  urlBefore: string | null;
  urlAfter: string | null;
}

export async function getRunHistory(
  app: FastifyInstance,
  organization: Organization,
  path: string,
  query: Record<string, string | number | string[]> = {},
  cookie: string = organization.cookie,
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams({ organization_id: organization.id });
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return app.inject({
    method: 'GET',
    url: `/api/v1/run-history${path}?${search.toString()}`,
    headers: asBrowser(cookie),
  });
}

/** Every result of a run, paged through the details route. */
export async function listAllResults(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  accountId: string,
  jobId: string,
): Promise<RunDetailBody[]> {
  const results: RunDetailBody[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = readContent<{ data: RunDetailBody[]; info: { totalCount: number } }>(
      await getRunHistory(app, organization, `/${platform}/run-details`, {
        accountId,
        jobId,
        offset,
        limit: 200,
      }),
    );
    results.push(...page.data);
    if (results.length >= page.info.totalCount || page.data.length === 0) return results;
  }
}

export async function readSandboxWrites(app: FastifyInstance): Promise<Record<string, number>> {
  const response = await app.inject({
    method: 'GET',
    url: '/sandbox/_control/writes',
    headers: installKeyHeaders(app),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { writes: Record<string, number> }).writes;
}
