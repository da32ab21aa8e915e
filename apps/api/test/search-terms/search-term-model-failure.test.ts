import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG, SANDBOX_DEMO_BRIEF } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { callBriefs } from '../briefs/brief-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';

// With a model configured, a validation run is hybrid: the terms the local classifier is unsure
// about go to the model. A model that answers nonsense is asked again, and then the run fails
// with a reason; nothing of it is stored as a result.

type JobRun = components['schemas']['SearchTermJobRun'];

const { google } = SANDBOX_AD_CATALOG;
const HEARTHLY = `customers/${google.customers.hearthly}`;

let model: Server;
let modelCalls = 0;
let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  // An OpenAI-compatible endpoint that answers every chat completion with text that is not JSON.
  model = createServer((request, response) => {
    modelCalls += 1;
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'test-model',
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Sure!' } },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 },
      }),
    );
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  testApp = await buildTestApp({
    runWorkers: true,
    env: {
      ...AD_PLATFORM_TEST_ENV,
      AI_BASE_URL: `http://127.0.0.1:${String(port)}/v1`,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_SECONDS: '5',
    },
  });
  organization = await createOrganization(testApp, 'ModelFailure');
  await connect(testApp.app, organization, 'google', google.logins.ada);
  const added = await callAds(
    testApp.app,
    organization,
    'POST',
    'google/ads/accounts',
    addPayload(organization, 'google', google.logins.ada, [google.customers.hearthly]),
  );
  expect(added.statusCode, added.body).toBe(201);
  const { rules: _rules, searchTermsExcludeExamples: _examples, ...brief } = SANDBOX_DEMO_BRIEF;
  const created = await callBriefs(testApp.app, organization, 'POST', 'brands', brief);
  const brandId = created.json<{ content: { id: string } }>().content.id;
  const assigned = await callAds(testApp.app, organization, 'PUT', 'google/ads/accounts', {
    platform: 'google',
    organization_id: organization.id,
    resourceNames: [HEARTHLY],
    changes: { brandId },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => model.close(resolve));
});

describe('a validation run with a model that answers nonsense', () => {
  it('asks the model, then fails with a reason and stores no results', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/google/searchTerms/adAccounts/validate?organization_id=${organization.id}`,
      headers: asBrowser(organization.cookie),
      payload: { adAccounts: [HEARTHLY] },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [queued] = response.json<{ content: JobRun[] }>().content;
    const deadline = Date.now() + 30_000;
    let run: JobRun | undefined;
    while (Date.now() < deadline) {
      const list = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/google/job/autoSearchTermValidation/jobruns?organization_id=${organization.id}`,
        headers: asBrowser(organization.cookie),
      });
      run = list.json<{ content: JobRun[] }>().content.find((item) => item.jobId === queued!.jobId);
      if (run && run.state !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(run).toMatchObject({ state: 'failed', summary: null });
    expect(run!.failureReason).toMatch(/^The AI model could not classify the search terms/);
    const stored = await testApp.testDatabase.database.db
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, run!.jobId));
    expect(stored).toEqual([]);
    // The unusable answer was asked for again before the run gave up.
    expect(modelCalls).toBeGreaterThanOrEqual(2);
  });
});
