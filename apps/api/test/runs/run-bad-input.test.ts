import { EMPTY_RUN_COUNTS, RUN_MESSAGES } from '@utmost/ads-sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts } from '../../src/features/ad-platforms/schema.js';
import { taggingRuns } from '../../src/features/tagging-runs/schema.js';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { writeRunResults } from '../../src/features/tagging-runs/repositories/run-result-repository.js';
import { insertTaggingRuns } from '../../src/features/tagging-runs/repositories/tagging-run-repository.js';
import { UNKNOWN_AD_ACCOUNT } from '../../src/features/tagging-runs/services/tagging-run-service.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { assignTemplate, createTemplate } from '../url-templates/url-template-fixtures.js';
import { ENGINES, getRunHistory, RUN_TEST_ENV, startRun } from './run-fixtures.js';

// Bad input to the run routes: a clear 4xx naming what is wrong, and nothing queued or changed.
// The queue runs but no worker does, so a queued run stays queued.

const HEARTHLY = { id: '4120000001', resourceName: 'customers/4120000001' };

let testApp: TestApp;
let organization: Organization;
let finishedRunId: string;
let finishedAt: Date;

const db = () => testApp.testDatabase.database.db;

async function countRuns(): Promise<number> {
  const [row] = await db().select({ count: count() }).from(taggingRuns);
  return row?.count ?? 0;
}

beforeAll(async () => {
  testApp = await buildTestApp({
    runWorkers: 'queue-only',
    env: { ...RUN_TEST_ENV, RUN_WAIT_TIMEOUT_SECONDS: '1' },
  });
  const { app } = testApp;
  organization = await createOrganization(testApp, 'run-input');
  await connect(app, organization, 'google', ENGINES.login);
  const added = await callAds(
    app,
    organization,
    'POST',
    'google/ads/accounts',
    addPayload(organization, 'google', ENGINES.login, [ENGINES.id, HEARTHLY.id]),
  );
  expect(added.statusCode, added.body).toBe(201);
  const template = await createTemplate(app, organization, 'google', 'Run input template');
  await assignTemplate(app, organization, 'google', [ENGINES.resourceName], template.id);

  // A finished run of HEARTHLY to read back.
  const scope = grantOrganizationScope(organization.id, 'owner');
  const [hearthly] = await db()
    .select()
    .from(adAccounts)
    .where(eq(adAccounts.resourceName, HEARTHLY.resourceName));
  const [run] = await insertTaggingRuns(db(), scope, [
    {
      adAccountId: hearthly!.id,
      platform: 'google',
      platformAdAccountId: HEARTHLY.id,
      accountName: 'Hearthly',
      source: 'manual',
      updateMode: 'direct',
    },
  ]);
  const fields = { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: [] };
  await writeRunResults(db(), organization.id, [
    {
      runId: run!.id,
      resourceName: `customers/${HEARTHLY.id}/ads/1`,
      status: 'updated',
      level: 'creatives',
      campaignId: '1',
      campaignName: 'Campaign',
      adId: '1',
      adName: 'Ad',
      before: fields,
      after: fields,
    },
  ]);
  finishedAt = new Date();
  await db()
    .update(taggingRuns)
    .set({ state: 'completed', finishedAt, counts: { ...EMPTY_RUN_COUNTS, total: 1, updated: 1 } })
    .where(eq(taggingRuns.id, run!.id));
  finishedRunId = run!.id;
});

afterAll(async () => {
  await testApp.close();
});

describe('starting a run with bad input', () => {
  it('answers 404 naming an unknown ad account, and queues nothing', async () => {
    const before = await countRuns();
    const response = await startRun(testApp.app, organization, 'google', [
      ENGINES.resourceName,
      'customers/999',
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(UNKNOWN_AD_ACCOUNT('customers/999'));
    expect(await countRuns()).toBe(before);
  });

  it("answers 404 for another organization's account, and queues nothing", async () => {
    const other = await createOrganization(testApp, 'run-input-other');
    const before = await countRuns();
    const response = await startRun(testApp.app, other, 'google', [ENGINES.resourceName]);
    expect(response.statusCode).toBe(404);
    expect(await countRuns()).toBe(before);
  });

  it('refuses malformed bodies and modes with a 400', async () => {
    const before = await countRuns();
    for (const [adAccounts, mode] of [
      [[], undefined],
      ['customers/1', undefined],
      [[ENGINES.resourceName], 'sideways'],
    ] as const) {
      const response = await startRun(testApp.app, organization, 'google', adAccounts, mode);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await countRuns()).toBe(before);
  });

  it('does not run an account without a template (disabled) and answers 403 to an external', async () => {
    const [outcome] = (
      await startRun(testApp.app, organization, 'google', [HEARTHLY.resourceName])
    ).json().content;
    expect(outcome).toMatchObject({ state: 'not_run', reason: 'disabled', jobId: null });

    const external = await createTestAccount(db(), 'RunExternal');
    await addMember(db(), organization.id, external, 'external');
    const cookie = await signIn(testApp.app, external);
    const response = await startRun(
      testApp.app,
      organization,
      'google',
      [ENGINES.resourceName],
      undefined,
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("You don't have permission to run auto-tagging");
  });

  it('queues one run, then answers 409 naming it while it is queued', async () => {
    const [outcome] = (
      await startRun(testApp.app, organization, 'google', [ENGINES.resourceName])
    ).json().content;
    expect(outcome.state).toBe('running');
    const before = await countRuns();
    const again = await startRun(testApp.app, organization, 'google', [ENGINES.resourceName]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: RUN_MESSAGES.runInProgress(outcome.jobId),
      runningJobId: outcome.jobId,
    });
    expect(await countRuns()).toBe(before);
  });

  it('does not run a disconnected account (connection error)', async () => {
    await db()
      .update(adAccounts)
      .set({ connectionStatus: 'ERROR', connectionError: 'Access was revoked' })
      .where(eq(adAccounts.resourceName, ENGINES.resourceName));
    try {
      const [outcome] = (
        await startRun(testApp.app, organization, 'google', [ENGINES.resourceName])
      ).json().content;
      expect(outcome).toMatchObject({ state: 'not_run', reason: 'connection_error' });
    } finally {
      await db()
        .update(adAccounts)
        .set({ connectionStatus: 'CONNECTED', connectionError: null })
        .where(eq(adAccounts.resourceName, ENGINES.resourceName));
    }
  });
});

describe('reading run history with bad input', () => {
  async function expectFieldErrors(
    path: string,
    query: Record<string, string | string[]>,
    errors: Record<string, string> | string[],
  ) {
    const response = await getRunHistory(testApp.app, organization, path, query);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { errors: Record<string, string> };
    if (Array.isArray(errors)) expect(Object.keys(body.errors)).toEqual(errors);
    else expect(body.errors).toEqual(errors);
  }

  it('names bad history filters', async () => {
    await expectFieldErrors(
      '',
      { period: 'custom' },
      {
        'querystring.from': RUN_MESSAGES.customRangeNeedsDates,
        'querystring.to': RUN_MESSAGES.customRangeNeedsDates,
      },
    );
    await expectFieldErrors(
      '',
      { period: 'custom', from: '2026-11-05', to: '2026-11-01' },
      {
        'querystring.from': RUN_MESSAGES.rangeReversed,
      },
    );
    await expectFieldErrors('', { period: 'fortnight' }, ['querystring.period']);
    await expectFieldErrors('', { offset: '-1' }, ['querystring.offset']);
    await expectFieldErrors('', { limit: '0' }, ['querystring.limit']);
    await expectFieldErrors('', { accountId: 'customers/1' }, ['querystring.accountId']);
  });

  it('names bad run-details parameters', async () => {
    const run = { accountId: HEARTHLY.id, jobId: finishedRunId };
    await expectFieldErrors(
      '/linkedin/run-details',
      { ...run, sortBy: 'adGroupName' },
      {
        'querystring.sortBy': RUN_MESSAGES.sortKeyOfOtherPlatform,
      },
    );
    await expectFieldErrors(
      '/google/run-details',
      { ...run, campaignGroupIds: ['1'] },
      {
        'querystring.campaignGroupIds': RUN_MESSAGES.idListOfOtherPlatform,
      },
    );
    await expectFieldErrors('/google/run-details', { ...run, sortBy: 'colour' }, [
      'querystring.sortBy',
    ]);
    await expectFieldErrors('/google/run-details', { ...run, sortOrder: '2' }, [
      'querystring.sortOrder',
    ]);
    await expectFieldErrors('/google/run-details', { ...run, statuses: ['done'] }, [
      'querystring.statuses.0',
    ]);
    await expectFieldErrors('/google/run-details', { ...run, offset: '-5' }, [
      'querystring.offset',
    ]);
    await expectFieldErrors('/google/run-details', { ...run, limit: '500' }, ['querystring.limit']);
    await expectFieldErrors('/google/run-details', { accountId: HEARTHLY.id }, [
      'querystring.jobId',
    ]);
  });

  it('answers 404 for a run that is not there', async () => {
    const unknown = await getRunHistory(testApp.app, organization, '/google/run-details', {
      accountId: HEARTHLY.id,
      jobId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(RUN_MESSAGES.runNotFound);
    const otherAccount = await getRunHistory(testApp.app, organization, '/google/run-details', {
      accountId: ENGINES.id,
      jobId: finishedRunId,
    });
    expect(otherAccount.statusCode).toBe(404);
    const wrongTime = await getRunHistory(testApp.app, organization, '/google/run-metadata', {
      accountId: HEARTHLY.id,
      jobId: finishedRunId,
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(wrongTime.statusCode).toBe(404);
  });

  it('reads the finished run back', async () => {
    const details = await getRunHistory(testApp.app, organization, '/google/run-details', {
      accountId: HEARTHLY.id,
      jobId: finishedRunId,
      statuses: ['updated'],
      sortBy: 'adName',
      sortOrder: '1',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().content.info.totalCount).toBe(1);
    const history = await getRunHistory(testApp.app, organization, '', { period: 'today' });
    expect(history.json().content.map((row: { jobId: string }) => row.jobId)).toEqual([
      finishedRunId,
    ]);
    expect(finishedAt).toBeInstanceOf(Date);
  });
});
