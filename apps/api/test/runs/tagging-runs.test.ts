import { RUN_ERROR_CODES } from '@utmost/ads-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResults } from '../../src/features/tagging-runs/schema.js';
import { createOrganization, listAdAccounts } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  APOLLO,
  ENGINES,
  getRunHistory,
  listAllResults,
  prepareAccount,
  readSandboxWrites,
  RUN_TEST_ENV,
  runToCompletion,
  type RunDetailBody,
} from './run-fixtures.js';

// Runs over the mounted sandbox's "every awkward ad" accounts, end to end: POST autoUrlTemplate,
// the worker in this process, the results through run-details.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: true, env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

function countStatuses(results: RunDetailBody[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

async function readStoredFields(runId: string) {
  const rows = await testApp.testDatabase.database.db
    .select({
      resourceName: runResults.resourceName,
      status: runResults.status,
      before: runResults.before,
      after: runResults.after,
    })
    .from(runResults)
    .where(eq(runResults.runId, runId));
  return new Map(rows.map((row) => [row.resourceName, row]));
}

describe('a Google run over the "Analytical Engines" account', () => {
  it('yields every status the account holds, then all skipped, then drops back exactly', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-runs');
    await prepareAccount(app, organization, 'google', ENGINES);

    const first = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
    const results = await listAllResults(app, organization, 'google', ENGINES.id, first.jobId!);
    const statuses = countStatuses(results);
    expect(Object.keys(statuses).sort()).toEqual(['error', 'not_supported', 'skipped', 'updated']);
    expect(results).toHaveLength(first.counts!.total);
    for (const status of ['updated', 'skipped', 'not_supported', 'error'] as const) {
      expect(first.counts![status], status).toBe(statuses[status]);
    }
    for (const result of results) {
      if (result.status === 'error') expect(RUN_ERROR_CODES).toContain(result.errorType);
      if (result.status === 'not_supported') expect(result.notSupportedReason).toBeTruthy();
      expect(result.parsedAsset.campaignName).toBeTruthy();
      expect(result.parsedAsset.adId).toBeTruthy();
    }
    const updated = results.filter((result) => result.status === 'updated');
    expect(updated.every((result) => result.toUtm.includes('utm_source=google'))).toBe(true);
    expect(updated.every((result) => result.level === 'creatives')).toBe(true);
    // A column filter and a sort, paged: the same rows as filtering and sorting them here.
    const campaignId = updated[0]!.parsedAsset.campaignId!;
    const inCampaign = results
      .filter((result) => result.parsedAsset.campaignId === campaignId)
      .map((result) => result.parsedAsset.adName!)
      .sort((left, right) => (left < right ? -1 : 1));
    const filtered = readContent<{ data: RunDetailBody[]; info: { totalCount: number } }>(
      await getRunHistory(app, organization, '/google/run-details', {
        accountId: ENGINES.id,
        jobId: first.jobId!,
        campaignIds: [campaignId],
        sortBy: 'adName',
        sortOrder: 1,
        limit: 2,
        offset: 1,
      }),
    );
    expect(filtered.info.totalCount).toBe(inCampaign.length);
    expect(filtered.data.map((result) => result.parsedAsset.adName)).toEqual(
      inCampaign.slice(1, 3),
    );
    const writesAfterFirst = await readSandboxWrites(app);

    // The account row shows the run.
    const [account] = await listAdAccounts(app, organization, 'google');
    expect((account as unknown as { lastRun: { createdAt: string } }).lastRun).not.toBeNull();

    const second = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
    expect(second.counts!.updated).toBe(0);
    expect(second.counts!.skipped).toBe(first.counts!.updated + first.counts!.skipped);
    expect(second.counts!.total).toBe(first.counts!.total);
    expect(await readSandboxWrites(app)).toEqual(writesAfterFirst);

    const drop = await runToCompletion(
      app,
      organization,
      'google',
      ENGINES.resourceName,
      'drop_direct',
    );
    expect(drop.counts!.updated).toBe(first.counts!.updated);
    const firstFields = await readStoredFields(first.jobId!);
    const dropFields = await readStoredFields(drop.jobId!);
    // Ads Utmost never changed (already carrying the parameters, or failing to tag) are left
    // untouched: skipped, not errors, so the drop reads "N restored, M not tagged by Utmost".
    const dropResults = await listAllResults(app, organization, 'google', ENGINES.id, drop.jobId!);
    expect(dropResults.some((result) => result.errorType === 'UNABLE_TO_RESET')).toBe(false);
    for (const result of results.filter((row) => row.status === 'skipped')) {
      const resourceName = `customers/${ENGINES.id}/ads/${result.parsedAsset.adId}`;
      expect(dropFields.get(resourceName)?.status, resourceName).toBe('skipped');
    }
    expect(drop.counts!.skipped).toBeGreaterThanOrEqual(first.counts!.skipped);
    expect(drop.counts!.error).toBeLessThan(first.counts!.error + first.counts!.skipped);
    for (const result of updated) {
      const original = firstFields.get(`customers/${ENGINES.id}/ads/${result.parsedAsset.adId}`);
      const restored = dropFields.get(`customers/${ENGINES.id}/ads/${result.parsedAsset.adId}`);
      expect(restored?.status).toBe('updated');
      expect(restored?.after).toEqual(original?.before);
    }
    // Tagged again after the drop: the same ads change again, from their original URLs.
    const again = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
    expect(again.counts!.updated).toBe(first.counts!.updated);
  });
});

describe('a LinkedIn run over the "Apollo Guidance" account', () => {
  const VIDEO_CAMPAIGN = '708900103';
  const VIDEO_OWN = { dynamic: { li_campaign: 'CAMPAIGN_ID' }, custom: { ref: 'linkedin-video' } };
  const isWriteOf = (prefix: string) => (key: string) => key.startsWith(prefix);

  it('tags through campaign tracking parameters, then all skipped, then drops them back exactly', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'linkedin-runs');
    await prepareAccount(app, organization, 'linkedin', APOLLO);
    const writesBefore = await readSandboxWrites(app);
    const run = await runToCompletion(app, organization, 'linkedin', APOLLO.resourceName);
    const results = await listAllResults(app, organization, 'linkedin', APOLLO.id, run.jobId!);
    const statuses = countStatuses(results);
    for (const status of ['updated', 'not_supported', 'partially_updated', 'error']) {
      expect(statuses[status] ?? 0, `${status} in ${JSON.stringify(statuses)}`).toBeGreaterThan(0);
    }
    const tagged = results.filter(
      (result) => result.status === 'updated' || result.status === 'partially_updated',
    );
    expect(tagged.every((result) => result.level === 'campaign')).toBe(true);
    // Text and spotlight ads, whose landing pages LinkedIn does not let anyone edit, are tagged.
    for (const format of ['TEXT_AD', 'SPOTLIGHT']) {
      const ofFormat = tagged.filter((result) => result.parsedAsset.campaignFormat === format);
      expect(ofFormat.length, format).toBeGreaterThan(0);
    }
    for (const result of tagged) {
      expect(result.toUtm).toContain('utm_source=linkedin');
      expect(result.urlAfter).toContain(result.toUtm);
    }
    const partial = results.filter((result) => result.status === 'partially_updated');
    expect(partial.every((result) => result.ignoredParameters.length > 0)).toBe(true);
    const reasons = new Set(
      partial.flatMap((result) => result.ignoredParameters.map((p) => p.reason)),
    );
    // A creative without a name; a fixed UTM already in a landing page that LinkedIn appends again.
    expect(reasons).toContain('EMPTY_VALUE');
    expect(reasons).toContain('DUPLICATE_IN_LANDING_PAGE');
    const carousels = results.filter((result) => result.parsedAsset.campaignFormat === 'CAROUSEL');
    expect(carousels.length).toBeGreaterThan(0);
    for (const carousel of carousels) {
      expect(carousel.status).toBe('partially_updated');
      expect(carousel.ignoredParameters.map((entry) => entry.reason)).toContain(
        'CAROUSEL_CAMPAIGN_LEVEL',
      );
    }
    const notSupported = results.filter((result) => result.status === 'not_supported');
    expect(notSupported.some((result) => result.parsedAsset.campaignFormat !== null)).toBe(true);
    expect(results.every((result) => result.parsedAsset.creativeId !== null)).toBe(true);

    // The sandbox: one write per tagged campaign's parameters, no creative or post edited.
    const writesAfterFirst = await readSandboxWrites(app);
    const written = Object.keys(writesAfterFirst).filter(
      (key) => writesAfterFirst[key] !== writesBefore[key],
    );
    const campaigns = new Set(tagged.map((result) => result.parsedAsset.campaignId));
    expect(written.sort()).toEqual(
      [...campaigns]
        .map((id) => `linkedin:adTrackingParameters:urn:li:sponsoredCampaign:${id}`)
        .sort(),
    );
    expect(written.filter(isWriteOf('linkedin:urn:'))).toEqual([]);
    for (const key of written) expect(writesAfterFirst[key]! - (writesBefore[key] ?? 0)).toBe(1);

    // The seeded "Video" campaign keeps its own parameters beside ours.
    const firstFields = await readStoredFields(run.jobId!);
    const videoRows = [...firstFields.values()].filter(
      (row) => row.after.campaignTrackingParameters && row.status === 'updated',
    );
    const video = tagged.find((result) => result.parsedAsset.campaignId === VIDEO_CAMPAIGN)!;
    const videoRow = [...firstFields.values()].find((row) =>
      row.resourceName.endsWith(`:${video.parsedAsset.creativeId}`),
    )!;
    expect(videoRows.length).toBeGreaterThan(0);
    expect(videoRow.before.campaignTrackingParameters).toEqual(VIDEO_OWN);
    expect(videoRow.after.campaignTrackingParameters).toEqual({
      dynamic: {
        li_campaign: 'CAMPAIGN_ID',
        utm_campaign: 'CAMPAIGN_NAME',
        utm_content: 'CREATIVE_NAME',
      },
      custom: { ref: 'linkedin-video', utm_source: 'linkedin', utm_medium: 'paid_social' },
    });

    const second = await runToCompletion(app, organization, 'linkedin', APOLLO.resourceName);
    expect(second.counts!.updated + second.counts!.partially_updated).toBe(0);
    expect(second.counts!.skipped).toBe(tagged.length);
    expect(await readSandboxWrites(app)).toEqual(writesAfterFirst);

    const drop = await runToCompletion(
      app,
      organization,
      'linkedin',
      APOLLO.resourceName,
      'drop_direct',
    );
    expect(drop.counts!.updated).toBe(tagged.length);
    const dropFields = await readStoredFields(drop.jobId!);
    for (const [resourceName, row] of firstFields) {
      if (row.status !== 'updated' && row.status !== 'partially_updated') continue;
      const restored = dropFields.get(resourceName);
      expect(restored?.status, resourceName).toBe('updated');
      expect(restored?.after.campaignTrackingParameters).toEqual(
        row.before.campaignTrackingParameters,
      );
    }
    // What the sandbox now holds is what it held before the first run: tagging again reads it.
    const again = await runToCompletion(app, organization, 'linkedin', APOLLO.resourceName);
    const againFields = await readStoredFields(again.jobId!);
    for (const [resourceName, row] of firstFields) {
      expect(againFields.get(resourceName)?.before, resourceName).toEqual(row.before);
    }
    expect(againFields.get(videoRow.resourceName)?.before.campaignTrackingParameters).toEqual(
      VIDEO_OWN,
    );
  });
});
