import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResults } from '../../src/features/tagging-runs/schema.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  listAllResults,
  prepareAccount,
  RUN_TEST_ENV,
  runToCompletion,
  type RunDetailBody,
} from './run-fixtures.js';

// Issue 12: Google's inherited tracking survives a run. Sproutstrong's ads set no suffix of their
// own and inherit the account's (`…&ss_ref=sem&gclsrc=aw.ds`); its Brand campaign puts a click
// tracker in front of every landing page. An ad-level suffix replaces the inherited one entirely
// (support.google.com/sa360/answer/9246757), so what a run writes must carry the foreign params.

const SPROUTSTRONG = {
  login: SANDBOX_AD_CATALOG.google.logins.ada,
  id: SANDBOX_AD_CATALOG.google.customers.sproutstrong,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.sproutstrong}`,
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: true, env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

async function readRows(runId: string) {
  return testApp.testDatabase.database.db
    .select({
      resourceName: runResults.resourceName,
      status: runResults.status,
      before: runResults.before,
      after: runResults.after,
    })
    .from(runResults)
    .where(eq(runResults.runId, runId));
}

describe('a Google run over an account with inherited tracking', () => {
  it('keeps the account suffix and the campaign click tracker on every tagged ad, and drops back exactly', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-inherited');
    await prepareAccount(app, organization, 'google', SPROUTSTRONG);

    const first = await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName);
    expect(first.counts!.updated).toBeGreaterThan(0);
    // What the sandbox holds now, as the next run lists it: every tagged ad's own suffix carries
    // the inherited foreign params beside ours; no ad got a tracking template of its own, so the
    // campaign's click tracker still applies.
    const second = await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName);
    expect(second.counts!.updated).toBe(0);
    const listed = (await readRows(second.jobId!)).filter((row) => row.before.finalUrlSuffix);
    expect(listed.length).toBe(first.counts!.updated);
    for (const row of listed) {
      const params = new URLSearchParams(row.before.finalUrlSuffix!);
      expect(params.get('ss_ref'), row.resourceName).toBe('sem');
      expect(params.get('gclsrc')).toBe('aw.ds');
      expect(params.get('utm_source')).toBe('google');
      expect(params.get('utm_medium')).toBe('cpc');
      expect(params.get('utm_campaign')).toBe('engines');
      expect(row.before.trackingUrlTemplate).toBeNull();
    }

    const drop = await runToCompletion(
      app,
      organization,
      'google',
      SPROUTSTRONG.resourceName,
      'drop_direct',
    );
    expect(drop.counts!.updated).toBe(first.counts!.updated);
    const afterDrop = await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName);
    // Listed again after the drop: the ads have no suffix of their own, inheritance applies again.
    const relisted = await readRows(afterDrop.jobId!);
    const taggedNames = new Set(listed.map((row) => row.resourceName));
    for (const row of relisted.filter((item) => taggedNames.has(item.resourceName))) {
      expect(row.before.finalUrlSuffix, row.resourceName).toBeNull();
    }
  });
});

type InheritedValue = { value: string; level: string } | null;
type ResultWithInherited = RunDetailBody & {
  inheritedTracking?: {
    finalUrlSuffix: InheritedValue;
    trackingUrlTemplate: InheritedValue;
  } | null;
};

const ACCOUNT_SUFFIX = 'utm_source=google&utm_medium=cpc&ss_ref=sem&gclsrc=aw.ds';
const BRAND_TRACKER = 'https://clicks.sproutstrong-analytics.example/c?cid={campaignid}&u={lpurl}';

describe('the run details of a Google run over an account with inherited tracking', () => {
  it('show on each result the account suffix and the campaign click tracker it kept', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-inherited-details');
    await prepareAccount(app, organization, 'google', SPROUTSTRONG);

    // The first run writes ad-level suffixes; the second lists them and skips: both must say
    // what the ads keep from above, as the suffix carries the inherited parameters on.
    for (const run of [
      await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName),
      await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName),
    ]) {
      const results = (await listAllResults(
        app,
        organization,
        'google',
        SPROUTSTRONG.id,
        run.jobId!,
      )) as ResultWithInherited[];
      const tagged = results.filter((result) => ['updated', 'skipped'].includes(result.status));
      expect(tagged.length).toBeGreaterThan(0);
      for (const result of tagged) {
        const brand = result.parsedAsset.campaignName === 'Brand';
        expect(result.inheritedTracking, result.parsedAsset.adId!).toEqual({
          finalUrlSuffix: { value: ACCOUNT_SUFFIX, level: 'account' },
          trackingUrlTemplate: brand ? { value: BRAND_TRACKER, level: 'campaign' } : null,
        });
      }
      expect(tagged.some((result) => result.parsedAsset.campaignName === 'Brand')).toBe(true);
    }
  });
});
