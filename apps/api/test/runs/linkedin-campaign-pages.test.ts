import { createLinkedInPlatform } from '@utmost/platforms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatformDependencies } from '../../src/features/ad-platforms/platforms/ad-platform-dependencies.js';
import { runResults } from '../../src/features/tagging-runs/schema.js';
import { executeTaggingRun } from '../../src/features/tagging-runs/runs/run-executor.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  APOLLO,
  prepareAccount,
  readSandboxWrites,
  RUN_TEST_ENV,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// A LinkedIn campaign's creatives can span listing pages (100 creatives a page in production),
// and the campaign's tracking parameters are read with each page. The run changes a campaign
// through the ads of the first page it meets; its ads on later pages then read as tagged already.
// They must still count as changed by this run, with their history, so that removing the tags
// restores every one of them. Listing two creatives a page makes every campaign span pages.

let testApp: TestApp;
let smallPages: AdPlatformDependencies;

beforeAll(async () => {
  testApp = await buildTestApp({
    runWorkers: 'queue-only',
    env: { ...RUN_TEST_ENV, RUN_WAIT_TIMEOUT_SECONDS: '1' },
  });
  const base = testApp.context.adPlatforms;
  const linkedin = testApp.config.adPlatforms.linkedin!;
  const client = createLinkedInPlatform({
    ...linkedin.urls,
    apiVersion: linkedin.apiVersion,
    clientId: linkedin.clientId,
    clientSecret: linkedin.clientSecret,
    http: { fetch: base.fetch },
    pageSize: 2,
  });
  smallPages = {
    ...base,
    platforms: {
      require: (platform) =>
        platform === 'linkedin' ? { name: 'linkedin', client } : base.platforms.require(platform),
      find: (platform) => (platform === 'linkedin' ? client : base.platforms.find(platform)),
    },
  };
});

afterAll(async () => {
  await testApp.close();
});

async function runWithSmallPages(
  organization: Awaited<ReturnType<typeof createOrganization>>,
  updateApi?: string,
) {
  const [outcome] = readContent<RunOutcomeBody[]>(
    await startRun(testApp.app, organization, 'linkedin', [APOLLO.resourceName], updateApi),
  );
  const runId = outcome!.jobId!;
  const result = await executeTaggingRun(
    { adPlatforms: smallPages, settings: testApp.config.runs, workerId: 'small-pages' },
    runId,
  );
  expect(result.outcome).toBe('completed');
  const rows = await testApp.testDatabase.database.db
    .select()
    .from(runResults)
    .where(eq(runResults.runId, runId));
  return new Map(rows.map((row) => [row.resourceName, row]));
}

describe('a LinkedIn run whose campaigns span listing pages', () => {
  it('counts every ad of a changed campaign as changed, and removal restores them all', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'linkedin-pages');
    await prepareAccount(app, organization, 'linkedin', APOLLO);

    const writesBefore = await readSandboxWrites(app);
    const first = await runWithSmallPages(organization);
    const tagged = [...first.values()].filter(
      (row) => row.status === 'updated' || row.status === 'partially_updated',
    );
    const campaigns = new Set(tagged.map((row) => row.campaignId));
    // More ads than campaigns: some campaign's ads were listed on several pages.
    expect(tagged.length).toBeGreaterThan(campaigns.size);
    expect([...first.values()].filter((row) => row.status === 'skipped')).toEqual([]);
    for (const row of tagged) {
      expect(row.before.campaignTrackingParameters, row.resourceName).not.toEqual(
        row.after.campaignTrackingParameters,
      );
    }
    // Still one write per campaign: the later pages' ads sent nothing.
    const writesAfter = await readSandboxWrites(app);
    const written = Object.keys(writesAfter).filter(
      (key) => writesAfter[key] !== writesBefore[key],
    );
    expect(written).toHaveLength(campaigns.size);

    const drop = await runWithSmallPages(organization, 'drop_direct');
    for (const row of tagged) {
      const restored = drop.get(row.resourceName);
      expect(restored?.status, row.resourceName).toBe('updated');
      expect(restored?.after.campaignTrackingParameters).toEqual(
        row.before.campaignTrackingParameters,
      );
    }
  });
});
