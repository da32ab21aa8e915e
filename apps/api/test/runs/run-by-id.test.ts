import { randomUUID } from 'node:crypto';
import { EMPTY_RUN_COUNTS } from '@utmost/ads-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { findAdAccountsByResourceNames } from '../../src/features/ad-platforms/repositories/ad-account-repository.js';
import { searchTermRuns } from '../../src/features/search-terms/schema.js';
import { taggingRuns } from '../../src/features/tagging-runs/schema.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { ENGINES, prepareAccount, RUN_TEST_ENV, runToCompletion } from './run-fixtures.js';

// GET one run by id, for both run kinds: found however old, answered in the shared state
// vocabulary, and a run of another organization is a 404 indistinguishable from a missing one.

let testApp: TestApp;
let owner: Organization;
let stranger: Organization;
let adAccountId: string;
let taggingRunId: string;

const db = () => testApp.testDatabase.database.db;

function getRun(organization: Organization, path: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/${path}?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
}

const taggingPath = (id: string, platform = 'google') =>
  `${platform}/job/autoTagging/jobruns/${id}`;
const searchTermPath = (id: string) => `google/job/autoSearchTermValidation/jobruns/${id}`;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: true, env: RUN_TEST_ENV });
  owner = await createOrganization(testApp, 'run-by-id');
  stranger = await createOrganization(testApp, 'run-by-id-stranger');
  await prepareAccount(testApp.app, owner, 'google', ENGINES);
  const outcome = await runToCompletion(testApp.app, owner, 'google', ENGINES.resourceName);
  taggingRunId = outcome.jobId!;
  const scope = grantOrganizationScope(owner.id, 'owner');
  const [account] = await findAdAccountsByResourceNames(db(), scope, 'google', [
    ENGINES.resourceName,
  ]);
  adAccountId = account!.id;
});

afterAll(async () => {
  await testApp.close();
});

describe('getTaggingJobRun', () => {
  it('answers a finished run after 50 newer ones pushed it off the list', async () => {
    const newer = Array.from({ length: 50 }, () => ({
      organizationId: owner.id,
      adAccountId,
      platform: 'google' as const,
      platformAdAccountId: ENGINES.id,
      accountName: 'Newer run',
      source: 'manual' as const,
      updateMode: 'direct' as const,
      state: 'completed' as const,
      finishedAt: new Date(),
      counts: EMPTY_RUN_COUNTS,
    }));
    await db().insert(taggingRuns).values(newer);
    const list = await getRun(owner, 'google/job/autoTagging/jobruns');
    const listed = list.json().content.map((run: { jobId: string }) => run.jobId);
    expect(listed).not.toContain(taggingRunId);

    const response = await getRun(owner, taggingPath(taggingRunId));
    expect(response.statusCode, response.body).toBe(200);
    const { content } = response.json();
    expect(content).toMatchObject({ kind: 'tagging', state: 'completed' });
    expect(content.run).toMatchObject({ jobId: taggingRunId, resourceName: ENGINES.resourceName });
    expect(content.run.counts.total).toBeGreaterThan(0);
  });

  it('answers another organization 404, exactly as for a run that does not exist', async () => {
    const missing = await getRun(owner, taggingPath(randomUUID()));
    const foreign = await getRun(stranger, taggingPath(taggingRunId));
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    // The positive control: the same id through its own organization is found.
    expect((await getRun(owner, taggingPath(taggingRunId))).statusCode).toBe(200);
  });

  it('does not answer a Google run under the LinkedIn path', async () => {
    const response = await getRun(owner, taggingPath(taggingRunId, 'linkedin'));
    expect(response.statusCode).toBe(404);
  });

  it('refuses an id that is not a UUID with 400', async () => {
    expect((await getRun(owner, taggingPath('not-a-run'))).statusCode).toBe(400);
  });
});

describe('startTaggingRun with wait=false', () => {
  it('answers at once with the queued run, which the get-by-id then follows to its end', async () => {
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/google/ads/autoUrlTemplate?organization_id=${owner.id}&wait=false`,
      headers: asBrowser(owner.cookie),
      payload: { adAccounts: [ENGINES.resourceName] },
    });
    expect(started.statusCode, started.body).toBe(200);
    const [outcome] = started.json().content;
    expect(outcome).toMatchObject({ state: 'running', counts: null });
    let state = '';
    for (let poll = 0; poll < 200 && state !== 'completed'; poll += 1) {
      const response = await getRun(owner, taggingPath(outcome.jobId));
      expect(response.statusCode, response.body).toBe(200);
      state = response.json().content.state;
      if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe('completed');
  });
});

describe('getSearchTermJobRun', () => {
  async function insertRun(): Promise<string> {
    const [run] = await db()
      .insert(searchTermRuns)
      .values({
        organizationId: owner.id,
        adAccountId,
        accountName: 'Analytical Engines',
        resourceName: ENGINES.resourceName,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-30',
      })
      .returning();
    return run!.id;
  }

  async function readState(id: string): Promise<{ state: string; storedState: string }> {
    const response = await getRun(owner, searchTermPath(id));
    expect(response.statusCode, response.body).toBe(200);
    const { content } = response.json();
    expect(content.kind).toBe('searchTermValidation');
    expect(content.run.jobId).toBe(id);
    return { state: content.state, storedState: content.run.state };
  }

  it('maps the stored states onto the shared vocabulary', async () => {
    const id = await insertRun();
    expect(await readState(id)).toEqual({ state: 'queued', storedState: 'pending' });
    await db()
      .update(searchTermRuns)
      .set({ startedAt: new Date() })
      .where(eq(searchTermRuns.id, id));
    expect(await readState(id)).toEqual({ state: 'running', storedState: 'pending' });
    for (const [stored, shared] of [
      ['no_result', 'completed'],
      ['completed', 'completed'],
      ['failed', 'failed'],
    ] as const) {
      await db()
        .update(searchTermRuns)
        .set({ state: stored, finishedAt: new Date() })
        .where(eq(searchTermRuns.id, id));
      expect(await readState(id)).toEqual({ state: shared, storedState: stored });
    }
  });

  it('answers another organization 404, exactly as for a run that does not exist', async () => {
    const id = await insertRun();
    await db()
      .update(searchTermRuns)
      .set({ state: 'completed', finishedAt: new Date() })
      .where(eq(searchTermRuns.id, id));
    const missing = await getRun(owner, searchTermPath(randomUUID()));
    const foreign = await getRun(stranger, searchTermPath(id));
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await getRun(owner, searchTermPath(id))).statusCode).toBe(200);
  });
});
