import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG, SANDBOX_DEMO_BRIEF } from '@utmost/sandbox';
import { expect } from 'vitest';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { callBriefs } from '../briefs/brief-fixtures.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';

// The starting point of the search-term API tests: an organization with the sandbox's Hearthly
// (a Google advertiser with a month of search terms) connected and briefed, a run requested and
// awaited through the API, a page of results read, and a stand-in for an OpenAI-compatible model.

export type JobRun = components['schemas']['SearchTermJobRun'];
export type ResultsPage = components['schemas']['SearchTermResultsPage'];

const { google } = SANDBOX_AD_CATALOG;
export const HEARTHLY = `customers/${google.customers.hearthly}`;

export interface BriefedAccount {
  organization: Organization;
  brandId: string;
}

/**
 * Hearthly under a new organization with the demo brief. `withRules` adds the brief's rules and
 * examples; without them the local classifier is unsure of many terms (what a model is asked).
 */
export function setUpBriefedHearthly(
  testApp: TestApp,
  label: string,
  options: { withRules: boolean },
): Promise<BriefedAccount> {
  return setUpBriefedAccounts(testApp, label, {
    ...options,
    added: [google.customers.hearthly],
    briefed: [google.customers.hearthly],
  });
}

/**
 * Google accounts of the sandbox's ada login under a new organization (`added`, customer ids),
 * the `briefed` ones with the demo brief (`withRules` as for setUpBriefedHearthly).
 */
export async function setUpBriefedAccounts(
  testApp: TestApp,
  label: string,
  options: { withRules: boolean; added: string[]; briefed: string[] },
): Promise<BriefedAccount> {
  const organization = await createOrganization(testApp, label);
  await connect(testApp.app, organization, 'google', google.logins.ada);
  const added = await callAds(
    testApp.app,
    organization,
    'POST',
    'google/ads/accounts',
    addPayload(organization, 'google', google.logins.ada, options.added),
  );
  expect(added.statusCode, added.body).toBe(201);
  const { rules, searchTermsExcludeExamples, ...brief } = SANDBOX_DEMO_BRIEF;
  const created = await callBriefs(testApp.app, organization, 'POST', 'brands', brief);
  expect(created.statusCode, created.body).toBe(201);
  const brandId = created.json<{ content: { id: string } }>().content.id;
  if (options.withRules) {
    const saved = await callBriefs(testApp.app, organization, 'POST', 'ai-rules', {
      brandId,
      general_rules: rules,
      search_terms: searchTermsExcludeExamples.map((example) => ({
        ...example,
        source: 'User',
        inUse: true,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const assigned = await callAds(testApp.app, organization, 'PUT', 'google/ads/accounts', {
    platform: 'google',
    organization_id: organization.id,
    resourceNames: options.briefed.map((id) => `customers/${id}`),
    changes: { brandId },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { organization, brandId };
}

export async function listSearchTermRuns(
  testApp: TestApp,
  organization: Organization,
): Promise<JobRun[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/job/autoSearchTermValidation/jobruns?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: JobRun[] }>().content;
}

/** Polls the runs list until the run has ended; bounded, never a fixed sleep. */
export async function waitForRunEnd(
  testApp: TestApp,
  organization: Organization,
  jobId: string,
): Promise<JobRun> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const runs = await listSearchTermRuns(testApp, organization);
    const run = runs.find((candidate) => candidate.jobId === jobId);
    if (run && run.state !== 'pending') return run;
    if (Date.now() > deadline) throw new Error(`Run ${jobId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Requests a validation run of one account (Hearthly unless named) and awaits its end. */
export async function validateAndWait(
  testApp: TestApp,
  organization: Organization,
  resourceName: string = HEARTHLY,
): Promise<JobRun> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/adAccounts/validate?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
    payload: { adAccounts: [resourceName] },
  });
  expect(response.statusCode, response.body).toBe(202);
  const [queued] = response.json<{ content: JobRun[] }>().content;
  expect(queued).toMatchObject({ state: 'pending', resourceName, summary: null });
  return waitForRunEnd(testApp, organization, queued!.jobId);
}

/** GET the results of Hearthly's latest run (or of `jobId`) with these query parameters. */
export function requestResults(
  testApp: TestApp,
  organization: Organization,
  query: Record<string, string>,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/searchTerms/results?${new URLSearchParams({
      organization_id: organization.id,
      adAccountId: google.customers.hearthly,
      ...query,
    })}`,
    headers: asBrowser(organization.cookie),
  });
}

export async function readResults(
  testApp: TestApp,
  organization: Organization,
  query: Record<string, string>,
): Promise<ResultsPage> {
  const response = await requestResults(testApp, organization, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: ResultsPage }>().content;
}

/** Token counts the stand-in model reports for each answer. */
export const STUB_MODEL_USAGE = { promptTokens: 300, completionTokens: 100 };

export interface StubModel {
  baseUrl: string;
  /** The numbered terms of each chat completion asked for, in order. */
  requests: string[][];
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible chat endpoint: every completion is answered with `answer`'s text for
 * the request's terms, and reports STUB_MODEL_USAGE.
 */
export async function startStubModel(answer: (terms: string[]) => string): Promise<StubModel> {
  const requests: string[][] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { messages?: { content: string }[] };
      const prompt = body.messages?.at(-1)?.content ?? '';
      // The classifier sends its terms as a JSON array between <search_terms> tags.
      const data = prompt.match(/<search_terms>\n(.*)\n<\/search_terms>/)?.[1] ?? '[]';
      const terms = (JSON.parse(data) as { term: string }[]).map(({ term }) => term);
      requests.push(terms);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'chatcmpl-stub',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: answer(terms) },
            },
          ],
          usage: {
            prompt_tokens: STUB_MODEL_USAGE.promptTokens,
            completion_tokens: STUB_MODEL_USAGE.completionTokens,
            total_tokens: STUB_MODEL_USAGE.promptTokens + STUB_MODEL_USAGE.completionTokens,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
